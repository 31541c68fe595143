import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-support/harness';
import { createLimitBuy, eurUsdPair } from '../../../test-support/ideas';

/** The one write pipeline of a stored signal, through each of its write paths. */
let t: TestApp;
let eurusd: string;

beforeAll(async () => {
  t = await startTestApp();
  eurusd = await eurUsdPair(t);
});
afterAll(() => t.close());

const createIdea = () => createLimitBuy(t, eurusd);

describe('the signal write pipeline', () => {
  it('refuses a stale version on every write path, writing nothing', async () => {
    const idea = await createIdea();
    const bumped = await t.call('PATCH', `/api/signals/${idea._id}`, {
      token: t.rootToken,
      body: { version: idea.version, comment: 'first' },
    });
    expect(bumped.body.data.version).toBe(idea.version + 1);
    const logs = await t.count('activity_log');
    const stale = [
      t.call('PATCH', `/api/signals/${idea._id}`, { token: t.rootToken, body: { version: 1, comment: 'x' } }),
      t.call('PUT', `/api/signals/soft/delete/${idea._id}`, {
        token: t.rootToken,
        body: { softDelete: true, version: 1 },
      }),
      t.call('POST', `/api/signals/${idea._id}/update-live-price`, {
        token: t.rootToken,
        body: { value: '1.0850', version: 1 },
      }),
      t.call('PUT', `/api/signals/cancelled/${idea._id}`, { token: t.rootToken, body: { version: 1 } }),
    ];
    for (const answer of await Promise.all(stale)) {
      expect(answer.status).toBe(409);
      expect(answer.body.error.reason).toBe('signal_outdated');
    }
    expect(await t.count('activity_log')).toBe(logs);
    const now = await t.call('GET', `/api/signals/${idea._id}`, { token: t.rootToken });
    expect(now.body.data).toMatchObject({ version: idea.version + 1, status: 'pending', softDelete: false });
  });

  it('bumps the version once per write and logs the change with the signal as target', async () => {
    const idea = await createIdea();
    const moved = await t.call('PUT', `/api/signals/soft/delete/${idea._id}`, {
      token: t.rootToken,
      body: { softDelete: true, version: idea.version },
    });
    expect(moved.body.data).toMatchObject({ softDelete: true, version: idea.version + 1 });
    const back = await t.call('PUT', `/api/signals/soft/delete/${idea._id}`, {
      token: t.rootToken,
      body: { softDelete: false, version: idea.version + 1 },
    });
    expect(back.body.data).toMatchObject({ softDelete: false, version: idea.version + 2 });
    const trail = await t.call('GET', `/api/signals/${idea._id}/log`, { token: t.rootToken });
    expect(trail.body.data.map((e: { kind: string }) => e.kind)).toEqual([
      'create signal',
      'signal soft-deleted',
      'signal restored',
    ]);
  });

  it("shows the writer's own change in the next list read, though the list page was cached", async () => {
    const idea = await createIdea();
    const list = () =>
      t.call('GET', '/api/signals?app=shift&perPage=200', { token: t.rootToken }).then((a) => a.body.data);
    expect((await list()).some((s: { _id: string }) => s._id === idea._id)).toBe(true);
    await t.call('PUT', `/api/signals/soft/delete/${idea._id}`, {
      token: t.rootToken,
      body: { softDelete: true, version: idea.version },
    });
    expect((await list()).some((s: { _id: string }) => s._id === idea._id)).toBe(false);
  });
});

// A rolling deploy migrates the database while the replicas of the previous release still run: a
// column added to a table must not break the statements those replicas prepared before it came. Last
// in this file: the columns it adds stay.
describe('a column added under a running server', () => {
  it('leaves creating, reading and listing trade ideas working', async () => {
    // Prepared on the connections the requests use (PGlite has one; a pool hands out its idle ones).
    for (let i = 0; i < 3; i++) await createIdea();
    await t.database.db.execute(sql`alter table signals add column rollout_probe text`);
    await t.database.db.execute(sql`alter table currency_pairs add column rollout_probe text`);

    // Each creation answers 201 (createLimitBuy checks it), the first one on a prepared connection too.
    const created = [];
    for (let i = 0; i < 3; i++) created.push(await createIdea());
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
