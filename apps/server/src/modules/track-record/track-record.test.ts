import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  canonicalJson,
  checkChain,
  GENESIS_HASH,
  type TrackRecord,
  trackRecordSchema,
} from '@signal-desk/domain/track-record';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The verify script of the docs is plain JavaScript without dependencies; its rule must be the domain's.
import { canonical as scriptCanonical } from '../../../../../docs/track-record/verify.mjs';
import { startTestApp, type TestApp } from '../../../test-support/harness';
import { activityOfKind } from '../../../test-support/test-activity-log';
import { until } from '../../../test-support/until';
import { rowsOf } from '../../db/client';
import { signals, trackRecordLinks } from '../../db/schema';

const run = promisify(execFile);
const VERIFY = path.resolve(import.meta.dirname, '../../../../../docs/track-record/verify.mjs');

let t: TestApp;
let eurusd: string;

beforeAll(async () => {
  t = await startTestApp();
  const pairs = await t.call('GET', '/api/currency-pairs?perPage=200', { token: t.rootToken });
  eurusd = pairs.body.data.find((p: any) => p.base === 'EUR' && p.quote === 'USD' && p.exchange === null)._id;
});
afterAll(() => t.close());

/** An EUR/USD buy at 1.0850 (stop 1.0800, take profits 1.0900, 1.0950) in `app`, active at once. */
async function openIdea(app = 'shift', token = t.rootToken) {
  const answer = await t.call('POST', '/api/signals', {
    token,
    body: {
      app,
      signalType: app === 'nfx' ? 'nfx' : 'forex',
      pair: eurusd,
      orderType: 'market',
      fixedEntry: true,
      side: 'buy',
      entry: '1.0850',
      stopLoss: '1.0800',
      takeProfits: ['1.0900', '1.0950'],
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { _id: string; signalId: string; version: number };
}

/** Ends an idea at `bid` (the price a buy closes at). */
async function endAt(idea: { _id: string }, bid: string) {
  t.prices.set({ base: 'EUR', quote: 'USD', exchange: null }, bid, bid);
  const current = await t.call('GET', `/api/signals/${idea._id}`, { token: t.rootToken });
  const ended = await t.call('PUT', `/api/signals/end-trade/${idea._id}`, {
    token: t.rootToken,
    body: { version: current.body.data.version },
  });
  expect(ended.status, JSON.stringify(ended.body)).toBe(200);
  return ended.body.data;
}

async function publicRecord(app: string, query = ''): Promise<TrackRecord> {
  const answer = await t.call('GET', `/api/public/track-record/${app}${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return trackRecordSchema.parse(answer.body.data);
}

/** The record as the database has it now (the cache is emptied by a notification, shortly after a commit). */
async function settledRecord(app: string, query = ''): Promise<TrackRecord> {
  const [head] = rowsOf<{ seq: number }>(
    await t.database.db.execute(sql`select seq::int from track_record_heads where app = ${app}`),
  );
  let record = await publicRecord(app, query);
  await until(async () => {
    record = await publicRecord(app, query);
    return record.head.seq === (head?.seq ?? 0);
  });
  return record;
}

describe('the hash chain', () => {
  it('appends a link when an idea closes, by hand or on a price, and the chain checks', async () => {
    const empty = await publicRecord('mira');
    expect(empty).toMatchObject({ head: { seq: 0, hash: GENESIS_HASH }, ideas: 0, links: [], figures: [] });

    const first = await openIdea();
    await endAt(first, '1.0870');
    const second = await openIdea();
    // The price update runs the lifecycle: both take profits, then won.
    for (const value of ['1.0905', '1.0960']) {
      const current = await t.call('GET', `/api/signals/${second._id}`, { token: t.rootToken });
      const moved = await t.call('POST', `/api/signals/${second._id}/update-live-price`, {
        token: t.rootToken,
        body: { value, version: current.body.data.version },
      });
      expect(moved.status).toBe(200);
    }
    const record = await settledRecord('shift', '?from=1');
    expect(
      record.links.map((link) => [link.entry.idea, link.entry.kind, link.entry.status, link.entry.result]),
    ).toEqual([
      [first.signalId, 'result', 'won', '20'],
      [second.signalId, 'result', 'won', '100'],
    ]);
    expect(record.links[0]?.entry).toMatchObject({
      seq: 1,
      corrects: null,
      app: 'shift',
      pair: 'EUR/USD',
      side: 'buy',
      entry: '1.085',
      exit: '1.087',
      unit: 'pips',
      percent: null,
      trader: null,
    });
    expect(await checkChain(record.links)).toEqual({ ok: true, head: record.head.hash, links: 2 });
    expect(record.figures).toEqual([
      expect.objectContaining({
        unit: 'pips',
        ideas: 2,
        wins: 2,
        total: '120',
        winRate: '100',
        maxDrawdown: '0',
      }),
    ]);
    // The database hashed exactly the canonical JSON of the entry it stored.
    const stored = await t.database.db
      .select({ body: trackRecordLinks.body })
      .from(trackRecordLinks)
      .where(eq(trackRecordLinks.app, 'shift'));
    for (const { body } of stored) expect(canonicalJson(JSON.parse(body))).toBe(body);
  });

  it('appends corrections for a reopened idea and a changed result, and never rewrites a link', async () => {
    const idea = await openIdea('nfx');
    await endAt(idea, '1.0830');
    const before = await settledRecord('nfx', '?from=1');
    expect(before.links.at(-1)?.entry).toMatchObject({ kind: 'result', result: '-20' });
    const original = before.links.at(-1);

    const current = await t.call('GET', `/api/signals/${idea._id}`, { token: t.rootToken });
    const reopened = await t.call('PUT', `/api/signals/reopen/${idea._id}`, {
      token: t.rootToken,
      body: { version: current.body.data.version },
    });
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    const withdrawn = await settledRecord('nfx', '?from=1');
    expect(withdrawn.links.at(-1)?.entry).toMatchObject({
      kind: 'correction',
      corrects: original?.seq,
      status: 'withdrawn',
      result: null,
      pair: null,
    });
    expect(withdrawn.ideas).toBe(before.ideas - 1);

    await endAt(idea, '1.0880');
    // A result changed in the database directly (a data fix) is a correction as well.
    await t.database.db.update(signals).set({ resultPips: '31' }).where(eq(signals.id, idea._id));
    const after = await settledRecord('nfx', '?from=1');
    const [reclosed, fixed] = after.links.slice(-2);
    expect(reclosed?.entry).toMatchObject({ kind: 'correction', corrects: withdrawn.head.seq, result: '30' });
    expect(fixed?.entry).toMatchObject({ kind: 'correction', corrects: reclosed?.seq, result: '31' });
    expect(after.links.slice(0, before.links.length)).toEqual(before.links);
    expect(after.corrections.total).toBe(3);
    expect(after.corrections.latest.map((link) => link.seq)).toEqual([
      fixed?.seq,
      reclosed?.seq,
      withdrawn.head.seq,
    ]);
    // The figures count the idea once, with its last result.
    expect(after.figures[0]).toMatchObject({
      ideas: before.ideas,
      total: String(Number(before.figures[0]?.total) + 20 + 31),
    });
    expect(await checkChain(after.links)).toMatchObject({ ok: true, head: after.head.hash });
  });

  it('withdraws an idea moved to the recycle bin or deleted, and counts it again when restored', async () => {
    const idea = await openIdea('nfx');
    await endAt(idea, '1.0875');
    const closed = await settledRecord('nfx', '?from=1');
    const resultSeq = closed.head.seq;
    const setDeleted = (softDelete: boolean) =>
      t.database.db.update(signals).set({ softDelete }).where(eq(signals.id, idea._id));
    await setDeleted(true);
    const binned = await settledRecord('nfx', '?from=1');
    expect(binned.links.at(-1)?.entry).toMatchObject({ corrects: resultSeq, status: 'withdrawn' });
    expect(binned.ideas).toBe(closed.ideas - 1);
    await setDeleted(false);
    const restored = await settledRecord('nfx', '?from=1');
    expect(restored.links.at(-1)?.entry).toMatchObject({ corrects: binned.head.seq, result: '25' });
    expect(restored.ideas).toBe(closed.ideas);
    await t.database.db.delete(signals).where(eq(signals.id, idea._id));
    const deleted = await settledRecord('nfx', '?from=1');
    expect(deleted.links.at(-1)?.entry).toMatchObject({ corrects: restored.head.seq, status: 'withdrawn' });
    expect(deleted.ideas).toBe(closed.ideas - 1);
    expect(await checkChain(deleted.links)).toMatchObject({ ok: true, head: deleted.head.hash });
  });

  it('keeps one chain when ideas of one app close at the same time', async () => {
    const start = (await settledRecord('shift', '?from=1')).head.seq;
    const ideas = await Promise.all(Array.from({ length: 8 }, () => openIdea('shift')));
    t.prices.set({ base: 'EUR', quote: 'USD', exchange: null }, '1.0860', '1.0860');
    const answers = await Promise.all(
      ideas.map((idea) =>
        t.call('PUT', `/api/signals/end-trade/${idea._id}`, {
          token: t.rootToken,
          body: { version: idea.version },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(ideas.map(() => 200));
    const record = await settledRecord('shift', '?from=1');
    expect(record.links.slice(start).map((link) => link.seq)).toEqual(ideas.map((_, i) => start + i + 1));
    expect(new Set(record.links.map((link) => link.prevHash)).size).toBe(record.links.length);
    expect(await checkChain(record.links)).toMatchObject({ ok: true, links: start + 8 });
  });

  it('writes the canonical JSON the domain and the verify script write', async () => {
    const flat = fc.dictionary(
      fc.string({ maxLength: 8 }),
      fc.oneof(fc.string(), fc.constant(null), fc.integer({ min: 1, max: 2 ** 40 })),
    );
    await fc.assert(
      fc.asyncProperty(flat, async (entry) => {
        const [row] = rowsOf<{ text: string }>(
          await t.database.db.execute(
            sql`select track_record_canonical(${JSON.stringify(entry)}::jsonb) as text`,
          ),
        );
        expect(row?.text).toBe(canonicalJson(entry));
        expect(scriptCanonical(entry)).toBe(canonicalJson(entry));
      }),
      { numRuns: 60 },
    );
  });
});

describe('GET /api/public/track-record/{app}', () => {
  it('shows closed ideas only, without emails or internal ids, to anyone', async () => {
    const open = await openIdea('nfx');
    const closed = await openIdea('nfx');
    await endAt(closed, '1.0840');
    const answer = await t.call('GET', '/api/public/track-record/nfx');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=5');
    await settledRecord('nfx', '?from=1');
    const text = JSON.stringify((await t.call('GET', '/api/public/track-record/nfx?from=1')).body);
    expect(text).toContain(closed.signalId);
    expect(text).not.toContain(open.signalId);
    expect(text).not.toMatch(/@/);
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
    expect(text).not.toContain(t.root._id);
  });

  it('answers 404 for an unknown app or a trader who did not opt in, 400 for a bad page', async () => {
    expect((await t.call('GET', '/api/public/track-record/nowhere')).status).toBe(404);
    expect((await t.call('GET', '/api/public/track-record/shift?trader=nobody')).status).toBe(404);
    expect((await t.call('GET', '/api/public/track-record/shift?from=0')).status).toBe(400);
    expect((await t.call('GET', '/api/public/track-record/shift?page=2')).status).toBe(400);
  });

  it('narrows to a trader who opted in, naming them in the links closed after it', async () => {
    const trader = await t.adminWith(['ALL'], { nickname: 'pipqn', signalsLimit: { nfx: 10 } });
    const before = await openIdea('nfx', trader.token);
    await endAt(before, '1.0860');
    // The trader opts in on their profile, which is audited.
    const optedIn = await t.call('PUT', '/api/auth/me', {
      token: trader.token,
      body: { trackRecordPublic: true },
    });
    expect(optedIn.body.data.trackRecordPublic).toBe(true);
    const [logged] = await activityOfKind(t, 'profile updated', trader.user._id);
    expect(logged).toMatchObject({ prev: { trackRecordPublic: false }, next: { trackRecordPublic: true } });
    const after = await openIdea('nfx', trader.token);
    await endAt(after, '1.0870');
    await openIdea('nfx'); // root's, still open
    const record = await settledRecord('nfx', '?trader=pipqn&from=1');
    expect(record.trader).toBe('pipqn');
    expect(record.links.map((link) => [link.entry.idea, link.entry.trader])).toEqual([
      [before.signalId, null],
      [after.signalId, 'pipqn'],
    ]);
    expect(record.figures[0]).toMatchObject({ ideas: 2, total: '30' });
  });

  it("lets ADMIN_MODERATE set another admin's opt-in, and no one else", async () => {
    const trader = await t.adminWith(['SIGNALS_VIEW']);
    const viewer = await t.adminWith(['ADMIN_VIEW', 'SIGNALS_VIEW']);
    const refused = await t.call('PUT', `/api/admin-users/${trader.user._id}`, {
      token: viewer.token,
      body: { trackRecordPublic: true },
    });
    expect(refused.status).toBe(403);
    const set = await t.call('PUT', `/api/admin-users/${trader.user._id}`, {
      token: t.rootToken,
      body: { trackRecordPublic: true },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data.trackRecordPublic).toBe(true);
    const [logged] = await activityOfKind(t, 'admin updated', trader.user._id);
    expect(logged).toMatchObject({ prev: { trackRecordPublic: false }, next: { trackRecordPublic: true } });
  });

  it('pages the links with from and next; the summary has none', async () => {
    const summary = await settledRecord('shift');
    expect(summary.links).toEqual([]);
    expect(summary.next).toBe(1);
    expect(summary.ideas).toBeGreaterThan(0);
    const record = await settledRecord('shift', '?from=2');
    expect(record.links[0]?.seq).toBe(2);
    expect(record.next).toBeNull();
  });

  it('draws a link preview image', async () => {
    const card = await t.call('GET', '/api/public/track-record/shift/card.svg');
    expect(card.status).toBe(200);
    expect(card.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(card.body).toMatch(/^<svg /);
    expect(card.body).toContain('SHiFT');
    const png = await t.app.inject({ method: 'GET', url: '/api/public/track-record/shift/card.png' });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const bytes = png.rawPayload;
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    // Text was drawn: the same card without its text compresses to about 8 KB.
    expect(bytes.length).toBeGreaterThan(15_000);
  });
});

describe('docs/track-record/verify.mjs', () => {
  it('accepts a downloaded history and rejects one whose result moved by one pip', async () => {
    const record = await settledRecord('shift', '?from=1');
    const dir = await mkdtemp(path.join(tmpdir(), 'sd-track-'));
    const download = (await t.call('GET', '/api/public/track-record/shift?from=1')).body;
    const good = path.join(dir, 'history.json');
    await writeFile(good, JSON.stringify(download));
    const accepted = spawnSync(process.execPath, [VERIFY, good], { encoding: 'utf8' });
    expect(accepted.status, accepted.stderr).toBe(0);
    expect(accepted.stdout).toContain(record.head.hash);

    download.data.links[0].entry.result = String(Number(download.data.links[0].entry.result) + 1);
    const bad = path.join(dir, 'changed.json');
    await writeFile(bad, JSON.stringify(download));
    const rejected = spawnSync(process.execPath, [VERIFY, bad], { encoding: 'utf8' });
    expect(rejected.status).toBe(1);
    expect(rejected.stderr).toContain('link 1 ');
  });

  it('downloads every page itself from the URL of a running server', async () => {
    const record = await settledRecord('shift', '?from=1');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // Not spawnSync: this process's server must answer the script meanwhile.
    const checked = await run(process.execPath, [VERIFY, `${address}/api/public/track-record/shift`]);
    expect(checked.stdout).toBe(`ok: ${record.head.seq} links, head ${record.head.hash}\n`);
  });
});
