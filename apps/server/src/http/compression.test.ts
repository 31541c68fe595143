import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/harness';
import { registerCompression } from './compression';

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

describe('what is compressed', () => {
  const big = JSON.stringify({ data: 'x'.repeat(4000) });

  it('compresses JSON written as bytes (a shared answer), never an event stream or plain text', async () => {
    const app = Fastify();
    registerCompression(app);
    app.get('/bytes', (_request, reply) => reply.type('application/json').send(Buffer.from(big)));
    app.get('/stream', (_request, reply) => reply.type('text/event-stream').send('data: x\n\n'.repeat(400)));
    app.get('/text', (_request, reply) => reply.type('text/plain').send('metric 1\n'.repeat(400)));
    const get = (url: string, encoding = 'br') =>
      app.inject({ url, headers: { 'accept-encoding': encoding } });

    const bytes = await get('/bytes');
    expect(bytes.headers['content-encoding']).toBe('br');
    expect(bytes.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(bytes.rawPayload).toString()).toBe(big);
    expect((await get('/stream')).headers['content-encoding']).toBeUndefined();
    expect((await get('/text')).headers['content-encoding']).toBeUndefined();
    // A client that refuses both gets the answer as it is.
    const identity = await get('/bytes', 'identity, br;q=0, gzip;q=0');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(big);
    await app.close();
  });
});
