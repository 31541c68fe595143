import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../test-support/harness';
import { eurUsdPair } from '../test-support/ideas';
import { until } from '../test-support/until';
import { repeat } from './shutdown';

describe('graceful stop', () => {
  it('finishes every request in flight before the background work stops and the database closes', async () => {
    const t = await startTestApp();
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const eurusd = await eurUsdPair(t);

    // Hold the requests inside the database until the stop has begun.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = false;
    const holder = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table admins in access exclusive mode`);
      locked = true;
      await released;
    });
    await until(() => locked, 10_000);
    let arrived = 0;
    t.app.server.on('request', () => {
      arrived += 1;
    });
    const headers = { authorization: `Bearer ${t.rootToken}`, 'content-type': 'application/json' };
    const create = () =>
      fetch(`${base}/api/signals`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          app: 'shift',
          signalType: 'forex',
          pair: eurusd,
          orderType: 'limit',
          side: 'buy',
          entry: '1.08',
          stopLoss: '1.07',
          takeProfits: ['1.09'],
        }),
      });
    const me = () => fetch(`${base}/api/auth/me`, { headers });
    const requests = [create(), create(), create(), me(), me(), me()];
    await until(() => arrived === requests.length, 10_000);

    const closing = t.close();
    await until(() => !t.app.server.listening, 10_000);
    release();
    await holder;
    const answers = await Promise.all(requests);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 200, 200, 200]);
    const created = await Promise.all(
      answers.slice(0, 3).map(async (a) => ((await a.json()) as { data: { _id: string } }).data._id),
    );
    const started = Date.now();
    await closing;
    // Nothing held the stop: no request was cut by the grace period.
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(created).toHaveLength(3);
  });

  it('waits for a repeated task in flight before its part is stopped', async () => {
    let finish = () => {};
    let runs = 0;
    const part = repeat('task', 1, () => {
      runs += 1;
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    await until(() => runs === 1, 10_000);
    let stopped = false;
    const stopping = part.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    expect(runs).toBe(1);
  });
});
