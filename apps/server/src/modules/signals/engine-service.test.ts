import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-support/harness';
import { createLimitBuy, eurUsdPair } from '../../../test-support/ideas';
import { SYSTEM_ACTOR } from '../activity/service';
import { commitLifecycles, readSignals } from './engine-service';
import { applyLifecycles } from './signal-actions';

/** The engine's write: one statement per batch, written only on the version that was read (decision 4). */
let t: TestApp;
let eurusd: string;

beforeAll(async () => {
  t = await startTestApp();
  eurusd = await eurUsdPair(t);
});
afterAll(() => t.close());

const createIdea = () => createLimitBuy(t, eurusd);

/** A tick at the entry: it activates a pending buy limit at 1.0850. */
const quote = { bid: '1.0849', ask: '1.0850', time: Date.now(), source: 'test' };
const activation = {
  event: {
    type: 'price' as const,
    bid: quote.bid,
    ask: quote.ask,
    at: new Date().toISOString(),
    manual: false,
  },
  quote,
};

const automaticEntries = async (id: string) =>
  t.count(`activity_log where target_id = '${id}' and kind = 'status changed automatically'`);
const pushJobs = async (id: string) =>
  t.count(`job_outbox where data->'changes' @> '[{"signalId": "${id}"}]'`);

describe('the engine write', () => {
  it('writes the rows still at the version read, and leaves a moved one untouched, trail and jobs included', async () => {
    const [moved, current] = [await createIdea(), await createIdea()];
    const [movedRow] = await readSignals(t.database.db, [moved._id]);
    const [currentRow] = await readSignals(t.database.db, [current._id]);
    if (!movedRow || !currentRow) throw new Error('ideas not stored');
    // An admin edits one of them between the engine's read and its write.
    const edit = await t.call('PATCH', `/api/signals/${moved._id}`, {
      token: t.rootToken,
      body: { version: moved.version, comment: 'edited meanwhile' },
    });
    expect(edit.status).toBe(200);
    const jobsBefore = { moved: await pushJobs(moved._id), current: await pushJobs(current._id) };

    const { written, outdated } = await applyLifecycles(
      t.database.db,
      { partnerCopies: true },
      SYSTEM_ACTOR,
      [
        { ...activation, row: movedRow },
        { ...activation, row: currentRow },
      ],
    );

    expect(outdated).toEqual([moved._id]);
    expect(written.map((w) => [w.row.id, w.row.status, w.row.version])).toEqual([
      [current._id, 'active', current.version + 1],
    ]);
    expect(written[0]?.events.map((e) => e.type)).toContain('activated');
    expect((await readSignals(t.database.db, [current._id]))[0]).toMatchObject({
      status: 'active',
      version: current.version + 1,
    });
    expect((await readSignals(t.database.db, [moved._id]))[0]).toMatchObject({
      status: 'pending',
      version: moved.version + 1,
      comment: 'edited meanwhile',
    });
    expect(await automaticEntries(current._id)).toBe(1);
    expect(
      await t.count(
        `activity_log where target_id = '${current._id}' and kind = 'status changed automatically' and app = 'shift'`,
      ),
    ).toBe(1);
    expect(await automaticEntries(moved._id)).toBe(0);
    expect(await pushJobs(moved._id)).toBe(jobsBefore.moved);
    expect(await pushJobs(current._id)).toBe(jobsBefore.current + 1);
  });

  it('reads a moved row again and commits its step on the version it finds', async () => {
    const idea = await createIdea();
    await t.call('PATCH', `/api/signals/${idea._id}`, {
      token: t.rootToken,
      body: { version: idea.version, comment: 'edited first' },
    });
    const seen: number[] = [];
    const results = await commitLifecycles(t.database.db, { partnerCopies: true }, [idea._id], (row) => {
      seen.push(row.version);
      return activation;
    });
    expect(seen).toEqual([idea.version + 1]);
    expect(results.map((r) => [r.row.status, r.row.version])).toEqual([['active', idea.version + 2]]);
    expect(await automaticEntries(idea._id)).toBe(1);
  });
});
