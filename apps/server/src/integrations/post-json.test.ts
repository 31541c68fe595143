import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from './post-json';

let server: Server;
let base = '';
const received: { headers: Record<string, unknown>; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      if (req.url === '/silent') return; // never answers
      res.writeHead(req.url === '/busy' ? 503 : 200, {
        'content-type': 'application/json',
        'Retry-After': '7',
      });
      res.end(JSON.stringify({ echo: JSON.parse(body) }));
    });
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('postJson', () => {
  it('sends JSON with the given headers and reads the answer', async () => {
    const answer = await postJson(`${base}/ok`, { headers: { authorization: 'Bearer t' }, body: '{"a":1}' });
    expect(answer).toMatchObject({ status: 200, ok: true });
    expect(await answer.json()).toEqual({ echo: { a: 1 } });
    expect(received.at(-1)?.headers).toMatchObject({
      'content-type': 'application/json',
      authorization: 'Bearer t',
    });
  });

  it('gives a refusal its status and headers, whatever their case', async () => {
    const answer = await postJson(`${base}/busy`, { body: '{}' });
    expect(answer).toMatchObject({ status: 503, ok: false });
    expect(answer.header('Retry-After')).toBe('7');
    await answer.discard();
  });

  it('rejects with the signal’s reason when no answer comes in time', async () => {
    await expect(
      postJson(`${base}/silent`, { body: '{}', signal: AbortSignal.timeout(100) }),
    ).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });

  it('rejects with the network’s own error when nobody listens', async () => {
    await expect(postJson('http://127.0.0.1:1/', { body: '{}' })).rejects.toThrow(/ECONNREFUSED/);
  });
});
