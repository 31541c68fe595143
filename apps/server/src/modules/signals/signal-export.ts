import { Readable } from 'node:stream';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins, signals } from '../../db/schema';
import { statementName } from '../../db/statement-name';
import { recordActivity } from '../activity/service';
import type { AdminActor } from '../identity/admins-service';

/** Only what the file shows is read: no long texts, no mapping to the full signal. */
const exported = {
  signalId: signals.signalId,
  createdAt: signals.createdAt,
  app: signals.app,
  status: signals.status,
  trader: admins.nickname,
  base: signals.base,
  quote: signals.quote,
  exchange: signals.exchange,
  side: signals.side,
  orderType: signals.orderType,
  entry: signals.entry,
  stopLoss: signals.stopLoss,
  takeProfits: signals.takeProfits,
  resultPips: signals.resultPips,
  unit: signals.unit,
  closePrice: signals.closePrice,
  closedAt: signals.closedAt,
  strategy: signals.strategy,
  timeframe: signals.timeframe,
  id: signals.id,
  // The cursor keeps created_at as text: a JS Date would drop its microseconds and skip rows.
  cursor: sql<string>`${signals.createdAt}::text`,
};
const BATCH = 1000;

type Cursor = { createdAt: string; id: string };

/**
 * One batch, newest first, after the cursor: a prepared statement named after its text, so a
 * connection plans each filter shape once for the whole export.
 */
function batch(db: Db, where: SQL, after: Cursor | undefined) {
  const query = db
    .select(exported)
    .from(signals)
    .leftJoin(admins, eq(admins.id, signals.traderId))
    .where(
      after
        ? and(
            where,
            sql`(${signals.createdAt}, ${signals.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
          )
        : where,
    )
    .orderBy(desc(signals.createdAt), desc(signals.id))
    .limit(BATCH);
  return query.prepare(statementName('signals-export', query.toSQL().sql)).execute();
}
type ExportedRow = Awaited<ReturnType<typeof batch>>[number];

const COLUMNS: [string, (s: ExportedRow) => unknown][] = [
  ['signalId', (s) => s.signalId],
  ['createdAt', (s) => s.createdAt.toISOString()],
  ['app', (s) => s.app],
  ['status', (s) => s.status],
  ['trader', (s) => s.trader],
  ['pair', (s) => `${s.base}/${s.quote}`],
  ['exchange', (s) => s.exchange],
  ['side', (s) => s.side],
  ['orderType', (s) => s.orderType],
  ['entry', (s) => s.entry],
  ['stopLoss', (s) => s.stopLoss],
  ['takeProfits', (s) => s.takeProfits.map((t) => t.price).join(' ')],
  ['takeProfitsHit', (s) => s.takeProfits.filter((t) => t.hitAt).length],
  ['result', (s) => s.resultPips],
  ['unit', (s) => s.unit],
  ['closePrice', (s) => s.closePrice],
  ['closedAt', (s) => s.closedAt?.toISOString()],
  ['strategy', (s) => s.strategy],
  ['timeframe', (s) => s.timeframe],
];

/** A CSV cell: quoted when it holds a separator, a quote or a line break; formulas neutralised. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@]/.test(text) && !/^-?\d/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The filtered list as CSV, newest first, read in keyset batches so memory stays flat whatever the
 * size. Logged as "csv export" before the first byte. The log entry and the first batch are done
 * before this resolves, so their failures are still a plain error answer (no CSV headers sent yet);
 * the stream is byte-based, so it reads the next batch only when the client has taken the last one.
 */
export async function exportSignalsCsv(
  db: Db,
  actor: AdminActor,
  where: SQL,
  description: unknown,
): Promise<Readable> {
  await recordActivity(db, actor, { kind: 'csv export', targetType: 'signals', next: description });
  const first = await batch(db, where, undefined);
  async function* lines(): AsyncGenerator<string> {
    yield `${COLUMNS.map(([name]) => name).join(',')}\r\n`;
    let page = first;
    for (;;) {
      const last = page.at(-1);
      if (!last) return;
      const full = page.length === BATCH;
      const text = page.map((s) => `${COLUMNS.map(([, get]) => cell(get(s))).join(',')}\r\n`).join('');
      // While the client takes the text, only the text stays alive: a batch's rows are not kept
      // across the wait (kept, they outlive young-generation collections and grow the heap).
      page = [];
      yield text;
      if (!full) return;
      page = await batch(db, where, { createdAt: last.cursor, id: last.id });
    }
  }
  return Readable.from(lines(), { objectMode: false, highWaterMark: 64 * 1024 });
}
