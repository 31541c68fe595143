import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-support/harness';

// A rolling deploy migrates the database while the replicas of the previous release still run: a
// column added to a table must not break the statements those replicas prepared before it came.
let t: TestApp;
let eurusd: string;
beforeAll(async () => {
  t = await startTestApp();
  const pairs = await t.call(
    'GET',
    `/api/currency-pairs?where=${encodeURIComponent('{"base":"EUR","quote":"USD"}')}`,
    { token: t.rootToken },
  );
  eurusd = pairs.body.data[0]._id;
});
afterAll(() => t.close());

const idea = {
  app: 'shift',
  signalType: 'forex',
  orderType: 'limit',
  side: 'buy',
  entry: '1.08',
  stopLoss: '1.07',
  takeProfits: ['1.09'],
};

const create = () => t.call('POST', '/api/signals', { token: t.rootToken, body: { ...idea, pair: eurusd } });

describe('a column added under a running server', () => {
  it('leaves creating, reading and listing trade ideas working', async () => {
    // Prepared on the connections the requests use (PGlite has one; a pool hands out its idle ones).
    for (let i = 0; i < 3; i++) expect((await create()).status).toBe(201);
    await t.database.db.execute(sql`alter table signals add column rollout_probe text`);
    await t.database.db.execute(sql`alter table currency_pairs add column rollout_probe text`);

    const results = [];
    for (let i = 0; i < 3; i++) results.push(await create());
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    const created = results[0]?.body.data;
    expect(created).not.toHaveProperty('rollout_probe');
    expect(created).not.toHaveProperty('rolloutProbe');

    const read = await t.call('GET', `/api/signals/${created._id}`, { token: t.rootToken });
    expect(read.status).toBe(200);
    expect(read.body.data.signalId).toBe(created.signalId);
    const list = await t.call('GET', '/api/signals?app=shift', { token: t.rootToken });
    expect(list.status).toBe(200);
    expect(list.body.data.map((s: { _id: string }) => s._id)).toContain(created._id);
  });
});
