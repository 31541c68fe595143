import type { AddressInfo } from 'node:net';
import { it } from 'vitest';
import { startTestApp } from '../../test/harness';

it('dbg', async () => {
  const t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const r = await fetch(`${base}/api/quotes/health`, { headers: { authorization: `Bearer ${t.rootToken}` } });
  await r.json();
  const item = { _id: 'a', userUnicId: 'u', from: 'EUR', to: 'USD', quoteProvider: 1 };
  const c = new AbortController();
  const s1 = await fetch(`${base}/api/sse/subscribe-to-quotes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${t.rootToken}`, 'content-type': 'application/json' },
    body: JSON.stringify([item]),
    signal: c.signal,
  });
  const reader = s1.body!.getReader();
  console.log(new TextDecoder().decode((await reader.read()).value));
  if (process.env.ABORT) {
    c.abort();
    await new Promise((r) => setTimeout(r, 100));
  }
  console.log('connections?');
  const started = Date.now();
  const timer = setTimeout(() => {
    console.log('still closing', JSON.stringify(process.getActiveResourcesInfo()));
    t.app.server.getConnections((e, n) => console.log('connections', n));
  }, 3000);
  await t.app.close();
  clearTimeout(timer);
  console.log('closed in', Date.now() - started);
  await t.quotes.stop();
  await t.database.close();
}, 20000);
