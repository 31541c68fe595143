import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-support/harness';
import { signals } from '../../db/schema';
import { generateSignals, randomSource } from '../../seed/signal-generator';
import { listPairs } from '../markets/pairs-service';
import { compactSignalCounts } from './signal-counts';

// PostgreSQL server only: the point is two connections whose transactions interleave, which the
// single-connection PGlite cannot do.
let t: TestApp;
const ids: Record<'active' | 'pending', string[]> = { active: [], pending: [] };

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  const pairs = (await listPairs(db, { perPage: 200, page: 1 })).data.filter((p) => p.type === 'forex');
  const rows = [
    ...generateSignals({
      app: 'shift',
      pairs,
      traders: [t.root._id],
      ownerId: t.root._id,
      count: 40,
      days: 30,
      now: new Date(),
      random: randomSource(7),
      firstNumber: 1,
      prefix: 'COUNT',
    }),
  ].map((row, i) => ({
    ...row,
    signalType: 'forex' as const,
    status: i % 2 ? ('active' as const) : ('pending' as const),
  }));
  const inserted = await db
    .insert(signals)
    .values(rows)
    .returning({ id: signals.id, status: signals.status });
  for (const row of inserted) ids[row.status as 'active' | 'pending'].push(row.id);
});
afterAll(() => t.close());

async function rowsOf<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What the count deltas say, against what the table holds. */
async function countsOf() {
  type Count = { status: string; n: string };
  return {
    kept: await rowsOf<Count>(
      sql`select status, sum(n)::text as n from signal_counts where app = 'shift' group by status having sum(n) <> 0 order by status`,
    ),
    real: await rowsOf<Count>(
      sql`select status, count(*)::text as n from signals where app = 'shift' group by status order by status`,
    ),
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('signal counts under concurrent status changes', () => {
  it('two transactions moving signals across the same statuses in crossing order both commit', async () => {
    const db = t.database.db;
    const [a1, a2] = ids.active as [string, string];
    const [p1, p2] = ids.pending as [string, string];
    const move = (id: string, status: string) => sql`update signals set status = ${status} where id = ${id}`;
    let bStarted!: () => void;
    const started = new Promise<void>((resolve) => {
      bStarted = resolve;
    });
    let aMoved!: () => void;
    const aFirst = new Promise<void>((resolve) => {
      aMoved = resolve;
    });
    // A: active -> won, then pending -> active. B: pending -> active, then active -> won. With one
    // counter row per status these lock (active, won) and (pending, active) in opposite orders.
    const a = db.transaction(async (tx) => {
      await tx.execute(move(a1, 'won'));
      aMoved();
      await started;
      await pause(100);
      await tx.execute(move(p1, 'active'));
    });
    const b = db.transaction(async (tx) => {
      await aFirst;
      await tx.execute(move(p2, 'active'));
      bStarted();
      await pause(100);
      await tx.execute(move(a2, 'won'));
    });
    await expect(Promise.all([a, b])).resolves.toBeDefined();
    const { kept, real } = await countsOf();
    expect(kept).toEqual(real);
    expect(real.find((r) => r.status === 'won')?.n).toBe('2');
  });

  it('compaction folds the deltas into one row per key and keeps every total', async () => {
    const db = t.database.db;
    const before = await countsOf();
    await Promise.all([compactSignalCounts(db), compactSignalCounts(db)]);
    const after = await countsOf();
    expect(after.kept).toEqual(before.real);
    const [kept] = await rowsOf<{ keys: string; rows: string }>(
      sql`select count(distinct (app, signal_type, status, soft_delete))::text as keys, count(*)::text as rows from signal_counts`,
    );
    expect(kept?.rows).toBe(kept?.keys);
  });
});
