import type { CommittedSignal } from '@signal-desk/domain/outside/committed-signal';
import { type SQL, sql } from 'drizzle-orm';
import type { Columns } from '../../db/cte';
import { signals } from '../../db/schema';

type SignalRow = typeof signals.$inferSelect;

/**
 * The column each field of the committed signal is read from. Outbound messages are built from
 * these fields, never from a whole row: a column added, dropped or renamed by a migration reaches
 * no partner unless this map and the message's builder say so.
 */
const FIELDS = {
  _id: 'id',
  signalId: 'signalId',
  tradeId: 'tradeId',
  version: 'version',
  app: 'app',
  signalType: 'signalType',
  status: 'status',
  traderId: 'traderId',
  pairType: 'pairType',
  base: 'base',
  quote: 'quote',
  symbolID: 'symbolId',
  quoteProvider: 'quoteProvider',
  exchange: 'exchange',
  exchangeType: 'exchangeType',
  orderType: 'orderType',
  side: 'side',
  entry: 'entry',
  fixedEntry: 'fixedEntry',
  stopLoss: 'stopLoss',
  takeProfits: 'takeProfits',
  activationMargin: 'activationMargin',
  expiresAt: 'expiresAt',
  pipSize: 'pipSize',
  multiplier: 'multiplier',
  unit: 'unit',
  resultPips: 'resultPips',
  closePrice: 'closePrice',
  lastPrice: 'lastPrice',
  lastPriceAt: 'lastPriceAt',
  isUpdatePriceManually: 'isUpdatePriceManually',
  activatedAt: 'activatedAt',
  closedAt: 'closedAt',
  leverage: 'leverage',
  volume: 'volume',
  risk: 'risk',
  riskPercentage: 'riskPercentage',
  riskLevel: 'riskLevel',
  riskDescription: 'riskDescription',
  accountBalance: 'accountBalance',
  sentiment: 'sentiment',
  timeframe: 'timeframe',
  strategy: 'strategy',
  tradeType: 'tradeType',
  assetType: 'assetType',
  analysis: 'analysis',
  comment: 'comment',
  statusUpdate: 'statusUpdate',
  disclaimer: 'disclaimer',
  automatedMessages: 'automatedMessages',
  translations: 'translations',
  images: 'images',
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
} as const satisfies { [K in keyof CommittedSignal]: keyof SignalRow };

/** The signal columns the committed signal is read from. */
export type CommittedColumn = (typeof FIELDS)[keyof typeof FIELDS];

/** A column's value as the JSON below writes it: times as ISO text. */
type AsJson<T> = T extends Date ? string : T;
/** The fields whose column holds a value of another type (never, when every one fits). */
type Mismatched = {
  [K in keyof CommittedSignal]: AsJson<SignalRow[(typeof FIELDS)[K]]> extends CommittedSignal[K] ? never : K;
}[keyof CommittedSignal];
// A column whose type no longer fits its field fails the type check here, naming the field.
const columnsFitFields: [Mismatched] extends [never] ? true : Mismatched = true;
void columnsFitFields;

/** jsonb_build_object takes at most 100 arguments: 50 pairs. */
const PAIRS_PER_CALL = 40;

/**
 * The committed signal as one jsonb value, read from a changed signal's row of the statement
 * (decimals as exact text, times as ISO 8601 UTC, as the API writes them).
 */
export function committedSignalJson(row: Columns<CommittedColumn>): SQL {
  const pairs = (Object.entries(FIELDS) as [string, CommittedColumn][]).map(([field, property]) => {
    const column = signals[property];
    const value = row[property];
    const json =
      column.columnType === 'PgNumeric'
        ? sql`${value}::text`
        : column.columnType === 'PgTimestamp'
          ? sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
          : value;
    return sql`${sql.raw(`'${field}'`)}, ${json}`;
  });
  const calls: SQL[] = [];
  for (let i = 0; i < pairs.length; i += PAIRS_PER_CALL) {
    calls.push(sql`jsonb_build_object(${sql.join(pairs.slice(i, i + PAIRS_PER_CALL), sql`, `)})`);
  }
  return sql.join(calls, sql` || `);
}
