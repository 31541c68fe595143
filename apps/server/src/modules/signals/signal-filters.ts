import type { App, SignalType } from '@signal-desk/domain/apps';
import { type QuickPeriod, quickRange } from '@signal-desk/domain/date-range';
import type { SignalStatus } from '@signal-desk/domain/signal';
import { and, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { signals } from '../../db/schema';

export interface SignalFilters {
  app: App;
  signalType?: SignalType;
  status?: SignalStatus[];
  trader?: string;
  pair?: string;
  from?: string;
  to?: string;
  period?: QuickPeriod;
  deleted: boolean;
}

/** A pair filter: the pair's _id, BASE/QUOTE, or a base code. */
function pairCondition(pair: string): SQL | undefined {
  if (/^[0-9a-f-]{36}$/i.test(pair)) return eq(signals.pairId, pair);
  const [base, quote] = pair.toUpperCase().split('/');
  return quote
    ? and(eq(signals.base, base as string), eq(signals.quote, quote))
    : eq(signals.base, base as string);
}

/** Conditions of the explicit filters; the app and the recycle flag always apply. */
export function filterConditions(f: SignalFilters): SQL[] {
  const conditions: (SQL | undefined)[] = [eq(signals.app, f.app), eq(signals.softDelete, f.deleted)];
  if (f.signalType) conditions.push(eq(signals.signalType, f.signalType));
  if (f.status?.length) conditions.push(inArray(signals.status, f.status));
  if (f.trader) conditions.push(eq(signals.traderId, f.trader));
  if (f.pair) conditions.push(pairCondition(f.pair));
  if (f.period) conditions.push(gte(signals.createdAt, quickRange(f.period, new Date()).from));
  if (f.from) conditions.push(gte(signals.createdAt, new Date(f.from)));
  if (f.to) conditions.push(lte(signals.createdAt, new Date(f.to)));
  return conditions.filter((c): c is SQL => c !== undefined);
}
