import type { SignalStatus } from '@signal-desk/domain/signal';
import { signalStatusSchema } from '@signal-desk/domain/signal';
import { type ActivityKindKey, activityKindKeyOf } from '../../../shared/activity-kinds';

/** One changed value of an edit: the field and its value before and after, as text. */
export interface TrailChange {
  field: string;
  from: string;
  to: string;
}

/** What a trail line says beyond its kind; the screen translates it. */
export type TrailDetail =
  | { type: 'status'; from: SignalStatus; to: SignalStatus }
  | { type: 'price'; price: string; from: string | null }
  | { type: 'takeProfit'; index: number; price: string; pips: string | null }
  | { type: 'level'; price: string; pips: string | null }
  | { type: 'closed'; closed: boolean }
  | { type: 'text'; text: string }
  | { type: 'changes'; changes: TrailChange[] }
  | { type: 'created'; status: SignalStatus; entry: string };

export interface TrailLine {
  kind: ActivityKindKey | null;
  /** The server's kind, shown as is when it is not one the screen knows. */
  rawKind: string;
  detail: TrailDetail | null;
  /** The quote that caused an automatic change, when the server recorded it. */
  quote: { bid: string; ask: string } | null;
}

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const textOf = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(textOf).join(', ');
  if (typeof value === 'object') {
    const price = (value as { price?: unknown }).price;
    return price === undefined ? JSON.stringify(value) : textOf(price);
  }
  return String(value);
};

const statusOf = (value: unknown) => signalStatusSchema.safeParse(record(value).status);
const stringOrNull = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

function detailOf(kind: string, prev: Record<string, unknown>, next: Record<string, unknown>) {
  switch (kind) {
    case 'create signal':
    case 'external titan create signal': {
      const status = statusOf(next);
      const entry = stringOrNull(next.entry);
      return status.success && entry ? ({ type: 'created', status: status.data, entry } as const) : null;
    }
    case 'status changed automatically':
    case 'status changed manually': {
      const from = statusOf(prev);
      const to = statusOf(next);
      return from.success && to.success ? ({ type: 'status', from: from.data, to: to.data } as const) : null;
    }
    case 'update live price': {
      const price = stringOrNull(next.price);
      return price ? ({ type: 'price', price, from: stringOrNull(prev.price) } as const) : null;
    }
    case 'take profit hit': {
      const price = stringOrNull(next.price);
      const index = Number(next.index);
      return price && Number.isInteger(index)
        ? ({ type: 'takeProfit', index, price, pips: stringOrNull(next.pips) } as const)
        : null;
    }
    case 'all take profits hit':
    case 'stop loss hit':
    case 'take profit added': {
      const price = stringOrNull(next.price);
      return price ? ({ type: 'level', price, pips: stringOrNull(next.pips) } as const) : null;
    }
    case 'is-closed changed':
      return typeof next.closed === 'boolean' ? ({ type: 'closed', closed: next.closed } as const) : null;
    case 'change status update':
      return typeof next.statusUpdate === 'string'
        ? ({ type: 'text', text: next.statusUpdate } as const)
        : null;
    case 'update signal':
    case 'value added or changed in a signal': {
      const changes = Object.keys(next).map((field) => ({
        field,
        from: textOf(prev[field]),
        to: textOf(next[field]),
      }));
      return changes.length > 0 ? ({ type: 'changes', changes } as const) : null;
    }
    default:
      return null;
  }
}

/** A trail entry of GET /signals/{id}/log as the side panel tells it. */
export function trailLineOf(entry: { kind: string; prev: unknown; next: unknown }): TrailLine {
  const prev = record(entry.prev);
  const next = record(entry.next);
  const quote = record(next.quote);
  const bid = stringOrNull(quote.bid);
  const ask = stringOrNull(quote.ask);
  return {
    kind: activityKindKeyOf(entry.kind),
    rawKind: entry.kind,
    detail: detailOf(entry.kind, prev, next),
    quote: bid && ask ? { bid, ask } : null,
  };
}
