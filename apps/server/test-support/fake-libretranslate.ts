import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server speaking LibreTranslate's protocol, for tests: it "translates" by prefixing the
 * target code (`[fr] text`), checks the API key when one is required, and records the requests.
 */
export async function startFakeLibreTranslate(options: { apiKey?: string } = {}) {
  const requests: { path: string; body: unknown }[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : null;
      requests.push({ path: req.url ?? '', body });
      const send = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.method === 'GET' && req.url === '/languages') {
        return send(
          200,
          ['en', 'fr', 'es', 'de', 'sv', 'it'].map((code) => ({ code, name: code, targets: ['en'] })),
        );
      }
      if (req.method === 'POST' && req.url === '/translate') {
        if (options.apiKey && body?.api_key !== options.apiKey)
          return send(403, { error: 'Invalid API key' });
        const tag = (t: string) => `[${body.target}] ${t}`;
        const q = body.q;
        return send(200, { translatedText: Array.isArray(q) ? q.map(tag) : tag(q) });
      }
      send(404, { error: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
