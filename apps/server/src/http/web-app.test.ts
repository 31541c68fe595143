import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app';

const SCRIPT = `export const answer = ${'"a long enough script to compress". '.repeat(40)};\n`;
const PAGE = '<!doctype html><title>Signal Desk</title>';

let dist: string;
let app: FastifyInstance;

/** A build as `vite build` writes it: each text file with its brotli and gzip copies. */
function writeBuild(dir: string) {
  mkdirSync(path.join(dir, 'assets'));
  for (const [file, text] of [
    ['assets/entry-abc123.js', SCRIPT],
    ['index.html', PAGE],
  ] as const) {
    writeFileSync(path.join(dir, file), text);
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(text));
  }
  writeFileSync(path.join(dir, 'assets/logo-def456.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'sd-web-app-'));
  writeBuild(dist);
  app = Fastify();
  await registerWebApp(app, dist);
  app.setNotFoundHandler((_request, reply) => reply.sendFile('index.html'));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built web app', () => {
  it('sends the brotli copy of a script to a browser that accepts it, cached for a year', async () => {
    const reply = await get('/assets/entry-abc123.js', 'gzip, deflate, br, zstd');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(SCRIPT);
    expect(reply.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('sends the gzip copy, or the file itself, to a browser that takes only that', async () => {
    const gzipped = await get('/assets/entry-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/entry-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends a file the build did not compress as it is', async () => {
    const reply = await get('/assets/logo-def456.png', 'br');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.rawPayload).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });

  it('answers a client route with the compressed page, never cached', async () => {
    const reply = await get('/signals/SIG-1', 'br');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(PAGE);
  });
});
