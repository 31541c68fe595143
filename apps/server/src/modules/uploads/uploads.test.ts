import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { errorBodySchema } from '@signal-desk/domain/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-support/harness';
import { jpegOf, MP4_HEAD, multipart, pngOf } from '../../../test-support/upload-files';
import { usedUploadGrants } from '../../db/schema';
import { claimUploadGrant, purgeUsedUploadGrants } from './upload-service';

let t: TestApp;
let token: string;
let root: string;

async function upload(
  content: Buffer,
  options: { filename?: string; type?: string; field?: string; folder?: string } = {},
) {
  const form = multipart(
    options.field ?? 'file',
    options.filename ?? 'a.png',
    options.type ?? 'image/png',
    content,
  );
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/common/upload${options.folder ? `?folder=${options.folder}` : ''}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
    payload: form.body,
  });
  return { status: response.statusCode, body: JSON.parse(response.body), headers: response.headers };
}

async function storedFiles(): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (entry.isDirectory()) await walk(path.join(dir, entry.name));
      else if (!entry.name.startsWith('.')) out.push(path.relative(root, path.join(dir, entry.name)));
    }
  };
  await walk(root);
  return out.sort();
}

beforeAll(async () => {
  t = await startTestApp();
  token = (await t.adminWith(['SIGNALS_VIEW'])).token;
  root = t.uploadsDir;
});
afterAll(() => t.close());

describe('POST /api/common/upload', () => {
  it('stores a PNG, answers its URL and serves it inert', async () => {
    const before = await storedFiles();
    const file = pngOf(50_000);
    const res = await upload(file, { folder: 'signals' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ contentType: 'image/png', size: 50_000 });
    expect(res.body.data.key).toMatch(/^signals\/[0-9a-f-]{36}\.png$/);
    expect(res.body.data.url).toBe(`http://localhost:80/api/files/${res.body.data.key}`);
    const served = await t.app.inject({ method: 'GET', url: `/api/files/${res.body.data.key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="[0-9a-f-]{36}\.png"$/);
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.rawPayload.equals(file)).toBe(true);
    // A cache-busting parameter an app adds to a file URL is ignored (query strings are strict elsewhere).
    const busted = await t.app.inject({ method: 'GET', url: `/api/files/${res.body.data.key}?v=2` });
    expect(busted.statusCode).toBe(200);
    expect((await storedFiles()).length).toBe(before.length + 1);
    expect(
      await t.count(`activity_log where kind = 'file uploaded' and next->>'key' = '${res.body.data.key}'`),
    ).toBe(1);
  });

  it('serves byte ranges, as video players seek', async () => {
    const file = Buffer.concat([MP4_HEAD, Buffer.alloc(10_000, 3)]);
    const res = await upload(file, { filename: 'v.mp4', type: 'video/mp4', folder: 'masteries' });
    const url = `/api/files/${res.body.data.key}`;
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${file.length}`);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.rawPayload.equals(file.subarray(100, 200))).toBe(true);
    const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=10000-' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(file.subarray(10_000))).toBe(true);
    const past = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${file.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${file.length}`);
    expect(past.json().error.message).toBe('Range not satisfiable');
    const whole = await t.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
  });

  it('decides the type from the bytes, not from the name or the header', async () => {
    const res = await upload(jpegOf(10_000), { filename: 'photo.png', type: 'image/png' });
    expect(res.status).toBe(201);
    expect(res.body.data.contentType).toBe('image/jpeg');
    expect(res.body.data.key).toMatch(/\.jpg$/);
  });

  it.each([
    [
      'SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.png',
      'image/png',
    ],
    ['HTML', Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), 'x.jpg', 'image/jpeg'],
    ['GIF', Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(100)]), 'x.gif', 'image/gif'],
    ['PDF', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(100)]), 'x.png', 'image/png'],
    ['empty', Buffer.alloc(0), 'x.png', 'image/png'],
  ])('refuses %s with a 400 and keeps nothing', async (_name, content, filename, type) => {
    const before = await storedFiles();
    const res = await upload(content, { filename, type });
    expect(res.status).toBe(400);
    expect(res.body.error.reason).toBe('file_type_not_allowed');
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses an image over the image limit setting, naming the limit, and keeps nothing', async () => {
    const before = await storedFiles();
    const res = await upload(pngOf(3 * 1024 * 1024 + 1));
    expect(res.status).toBe(400);
    expect(res.body.error.reason).toBe('file_too_large');
    expect(res.body.error.message).toContain('3 MB');
    expect(res.body.error.fields[0].message).toBe('3');
    expect(await storedFiles()).toEqual(before);
    const changed = await t.call('PUT', '/api/settings', { token: t.rootToken, body: { imageLimitMb: 5 } });
    expect(changed.status).toBe(200);
    expect((await upload(pngOf(3 * 1024 * 1024 + 1))).status).toBe(201);
    await t.call('PUT', '/api/settings', { token: t.rootToken, body: { imageLimitMb: null } });
  });

  it('takes an MP4 video within the video limit', async () => {
    const res = await upload(Buffer.concat([MP4_HEAD, Buffer.alloc(6 * 1024 * 1024, 5)]), {
      filename: 'v.mp4',
      type: 'video/mp4',
    });
    expect(res.status).toBe(201);
    expect(res.body.data.contentType).toBe('video/mp4');
  });

  it('needs a session and the field `file`', async () => {
    const form = multipart('file', 'a.png', 'image/png', pngOf(100));
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/common/upload',
      headers: { 'content-type': form.contentType },
      payload: form.body,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await upload(pngOf(100), { field: 'image' })).status).toBe(400);
    const json = await t.call('POST', '/api/common/upload', { token, body: { file: 'x' } });
    expect(json.status).toBe(400);
  });

  it('answers a malformed multipart body with a 400 and the standard error body, storing nothing', async () => {
    const before = await storedFiles();
    const post = (payload: Buffer | string, contentType: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/common/upload',
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        payload,
      });
    const noParts = await post('abc', 'multipart/form-data; boundary=x');
    const form = multipart('file', 'a.png', 'image/png', pngOf(10_000));
    const cutShort = await post(form.body.subarray(0, 5_000), form.contentType);
    for (const answer of [noParts, cutShort]) {
      expect(answer.statusCode, answer.body).toBe(400);
      const body = errorBodySchema.strict().parse(JSON.parse(answer.body));
      expect(body.error).toMatchObject({
        code: 'bad_request',
        message: 'The upload is malformed or was cut short',
        fields: [{ path: 'file', code: 'invalid' }],
      });
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('answers 404 for a missing or foreign file', async () => {
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/files/signals/00000000-0000-0000-0000-000000000000.png',
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/files/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(
      404,
    );
  });
});

describe('POST /api/common/presigned-url on local storage', () => {
  it('gives a signed upload URL that takes the promised type once and serves it at publicUrl', async () => {
    const res = await t.call('POST', '/api/common/presigned-url', {
      token,
      body: { contentType: 'image/jpeg', filePath: 'banners/summer.jpg' },
    });
    expect(res.status).toBe(200);
    const { uploadUrl, publicUrl, key } = res.body.data;
    expect(key).toMatch(/^banners\/[0-9a-f-]{36}\.jpg$/);
    const url = new URL(uploadUrl);
    const file = jpegOf(20_000);
    const wrongType = await t.app.inject({
      method: 'PUT',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'image/png' },
      payload: pngOf(100),
    });
    expect(wrongType.statusCode).toBe(400);
    const put = await t.app.inject({
      method: 'PUT',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'image/jpeg' },
      payload: file,
    });
    expect(put.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: new URL(publicUrl).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(file)).toBe(true);
  });

  it('refuses a forged token, and content that is not the promised type', async () => {
    const res = await t.call('POST', '/api/common/presigned-url', {
      token,
      body: { contentType: 'image/png', filePath: 'faq/a.png' },
    });
    const signed = new URL(res.body.data.uploadUrl);
    const pathname = `${signed.pathname}${signed.search}`;
    const forged = await t.app.inject({
      method: 'PUT',
      url: `${pathname.slice(0, -3)}abc`,
      headers: { 'content-type': 'image/png' },
      payload: pngOf(100),
    });
    expect(forged.statusCode).toBe(403);
    const before = await storedFiles();
    const html = await t.app.inject({
      method: 'PUT',
      url: pathname,
      headers: { 'content-type': 'image/png' },
      payload: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    expect(html.statusCode).toBe(400);
    expect(await storedFiles()).toEqual(before);
  });

  it('is single use: a used URL is refused and the file stays; a refused upload does not use it', async () => {
    const res = await t.call('POST', '/api/common/presigned-url', {
      token,
      body: { contentType: 'image/png', filePath: 'banners/once.png' },
    });
    const signed = new URL(res.body.data.uploadUrl);
    const put = (payload: Buffer) =>
      t.app.inject({
        method: 'PUT',
        url: `${signed.pathname}${signed.search}`,
        headers: { 'content-type': 'image/png' },
        payload,
      });
    expect((await put(Buffer.from('not a png'))).statusCode).toBe(400);
    const first = pngOf(300);
    expect((await put(first)).statusCode).toBe(200);
    const again = await put(pngOf(500));
    expect(again.statusCode).toBe(403);
    expect(JSON.parse(again.body).error).toMatchObject({
      message: 'This upload URL was already used',
      reason: 'upload_url_used',
    });
    const served = await t.app.inject({ method: 'GET', url: new URL(res.body.data.publicUrl).pathname });
    expect(served.rawPayload.equals(first)).toBe(true);
    // The record of use is in the database, so every replica refuses it.
    expect(await t.count('used_upload_grants')).toBeGreaterThan(0);
  });

  it('lets only one of two simultaneous uploads with the same URL through', async () => {
    const res = await t.call('POST', '/api/common/presigned-url', {
      token,
      body: { contentType: 'image/png', filePath: 'banners/race.png' },
    });
    const signed = new URL(res.body.data.uploadUrl);
    const answers = await Promise.all(
      [pngOf(4_000), pngOf(6_000)].map((payload) =>
        t.app.inject({
          method: 'PUT',
          url: `${signed.pathname}${signed.search}`,
          headers: { 'content-type': 'image/png' },
          payload,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403]);
  });

  it('forgets used URLs once they have expired, and only those', async () => {
    const key = (n: number) => `misc/00000000-0000-0000-0000-00000000000${n}.png`;
    const now = Math.floor(Date.now() / 1000);
    await claimUploadGrant(t.database.db, { key: key(1), expiresAt: now - 1 });
    await claimUploadGrant(t.database.db, { key: key(2), expiresAt: now + 600 });
    await purgeUsedUploadGrants(t.database.db);
    const left = await t.database.db.select().from(usedUploadGrants);
    expect(left.map((row) => row.key)).toContain(key(2));
    expect(left.map((row) => row.key)).not.toContain(key(1));
  });

  it('validates its body', async () => {
    for (const body of [
      { contentType: 'image/svg+xml', filePath: 'a.svg' },
      { contentType: 'image/png', filePath: '../../etc/passwd' },
      { contentType: 'image/png', filePath: 'a.png', extra: 1 },
    ]) {
      expect((await t.call('POST', '/api/common/presigned-url', { token, body })).status).toBe(400);
    }
  });
});
