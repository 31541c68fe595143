import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-support/harness';
import { createLimitBuy, eurUsdPair } from '../../../test-support/ideas';

// A rolling deploy migrates the database while the replicas of the previous release still run: a
// column added to a table must not break the statements those replicas prepared before it came.
let t: TestApp;
let eurusd: string;
beforeAll(async () => {
  t = await startTestApp();
  eurusd = await eurUsdPair(t);
});
afterAll(() => t.close());

describe('a column added under a running server', () => {
  it('leaves creating, reading and listing trade ideas working', async () => {
    // Prepared on the connections the requests use (PGlite has one; a pool hands out its idle ones).
    for (let i = 0; i < 3; i++) await createLimitBuy(t, eurusd);
    await t.database.db.execute(sql`alter table signals add column rollout_probe text`);
    await t.database.db.execute(sql`alter table currency_pairs add column rollout_probe text`);

    // Each creation answers 201 (createLimitBuy checks it), the first one on a prepared connection too.
    const created = [];
    for (let i = 0; i < 3; i++) created.push(await createLimitBuy(t, eurusd));
    const [first] = created;
    expect(first).not.toHaveProperty('rollout_probe');
    expect(first).not.toHaveProperty('rolloutProbe');

    const read = await t.call('GET', `/api/signals/${first?._id}`, { token: t.rootToken });
    expect(read.status).toBe(200);
    expect(read.body.data.signalId).toBe(first?.signalId);
    const list = await t.call('GET', '/api/signals?app=shift', { token: t.rootToken });
    expect(list.status).toBe(200);
    expect(list.body.data.map((s: { _id: string }) => s._id)).toEqual(
      expect.arrayContaining(created.map((idea) => idea._id)),
    );
  });
});
