import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-support/harness';
import { startFakeS3 } from '../../../test-support/test-s3';
import { jpegOf, multipart, pngOf } from '../../../test-support/upload-files';

describe('uploads on S3 (s3rver)', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startFakeS3();
    t = await startTestApp({ storage: s3.storage });
  });
  afterAll(async () => {
    await t.close();
    await s3.stop();
  });

  it('streams an upload to the bucket and serves it back inert', async () => {
    const file = pngOf(300_000);
    const form = multipart('file', 'a.png', 'image/png', file);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/common/upload?folder=banners',
      headers: { authorization: `Bearer ${t.rootToken}`, 'content-type': form.contentType },
      payload: form.body,
    });
    expect(res.statusCode).toBe(201);
    const { key } = res.json().data;
    expect((await s3.storage.get(key))?.size).toBe(300_000);
    const served = await t.app.inject({ method: 'GET', url: `/api/files/${key}` });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(file)).toBe(true);
    const part = await t.app.inject({
      method: 'GET',
      url: `/api/files/${key}`,
      headers: { range: 'bytes=10-19' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 10-19/300000');
    expect(part.rawPayload.equals(file.subarray(10, 20))).toBe(true);
  });

  it('refuses a disguised file without leaving an object in the bucket', async () => {
    const form = multipart(
      'file',
      'a.png',
      'image/png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/common/upload?folder=banners',
      headers: { authorization: `Bearer ${t.rootToken}`, 'content-type': form.contentType },
      payload: form.body,
    });
    expect(res.statusCode).toBe(400);
    const listed = await s3.storage.client.send(
      new (await import('@aws-sdk/client-s3')).ListObjectsV2Command({
        Bucket: 'uploads',
        Prefix: 'banners/',
      }),
    );
    expect(listed.KeyCount).toBe(1);
  });

  it('hands out a presigned PUT to the bucket whose file is then served at publicUrl', async () => {
    const res = await t.call('POST', '/api/common/presigned-url', {
      token: t.rootToken,
      body: { contentType: 'image/jpeg', filePath: 'masteries/poster.jpg' },
    });
    expect(res.status).toBe(200);
    const { uploadUrl, publicUrl, key } = res.body.data;
    expect(uploadUrl.startsWith(`${s3.endpoint}/uploads/${key}?`)).toBe(true);
    const file = jpegOf(40_000);
    const put = await fetch(uploadUrl, {
      method: 'PUT',
      body: file,
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(put.status).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: new URL(publicUrl).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(file)).toBe(true);
  });
});
