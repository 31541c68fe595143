import type { Signal } from '@signal-desk/domain/signal';
import { and, desc, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signals } from '../../db/schema';
import { recordActivity } from '../activity/service';
import type { AdminActor } from '../identity/admins-service';
import { withNicknames } from './signals-service';

const COLUMNS: [string, (s: Signal) => unknown][] = [
  ['signalId', (s) => s.signalId],
  ['createdAt', (s) => s.createdAt],
  ['app', (s) => s.app],
  ['status', (s) => s.status],
  ['trader', (s) => s.trader.nickname],
  ['pair', (s) => s.currencyPair],
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
  ['closedAt', (s) => s.closedAt],
  ['strategy', (s) => s.strategy],
  ['timeframe', (s) => s.timeframe],
];

const BATCH = 1000;

/** A CSV cell: quoted when it holds a separator, a quote or a line break; formulas neutralised. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@]/.test(text) && !/^-?\d/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The filtered list as CSV, newest first, read in keyset batches so memory stays flat whatever the
 * size. Logged as "csv export" before the first byte.
 */
export async function* exportSignalsCsv(
  db: Db,
  actor: AdminActor,
  where: SQL,
  description: unknown,
): AsyncGenerator<string> {
  await recordActivity(db, actor, { kind: 'csv export', targetType: 'signals', next: description });
  yield `${COLUMNS.map(([name]) => name).join(',')}\r\n`;
  // The cursor keeps created_at as text: a JS Date would drop its microseconds and skip rows.
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    const page = await db
      .select({ row: signals, cursor: sql<string>`${signals.createdAt}::text` })
      .from(signals)
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
    if (page.length === 0) return;
    const rows = await withNicknames(
      db,
      page.map((p) => p.row),
    );
    yield rows.map((s) => `${COLUMNS.map(([, get]) => cell(get(s))).join(',')}\r\n`).join('');
    const last = page.at(-1);
    if (!last || page.length < BATCH) return;
    after = { createdAt: last.cursor, id: last.row.id };
  }
}
