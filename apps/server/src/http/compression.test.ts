import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/harness';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string, encoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      authorization: `Bearer ${t.rootToken}`,
      ...(encoding ? { 'accept-encoding': encoding } : {}),
    },
  });

describe('compressed answers', () => {
  it('sends a large answer in brotli or gzip, as the client accepts, holding the same JSON', async () => {
    const plain = await get('/api/currency-pairs?perPage=100');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const expected = plain.json();

    const br = await get('/api/currency-pairs?perPage=100', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(expected);

    const gzip = await get('/api/currency-pairs?perPage=100', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(expected);
  });

  it('leaves a small answer as it is', async () => {
    const small = await get('/api/health', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ data: { status: 'ok' } });
  });
});
