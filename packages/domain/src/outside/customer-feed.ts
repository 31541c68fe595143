import { z } from 'zod';
import { signalTypeSchema } from '../apps';
import { type SignalSummary, sideSchema, signalStatusSchema } from '../signal';

/**
 * A trade idea in the customer apps' feed (GET /app-api/v1/signals): no internal ids, owners or staff
 * notes. `schemaVersion` (on the page) is the contract's version: an added field keeps it, a removed,
 * renamed or retyped one raises it, and with it the `/app-api/v<n>` prefix (decision 25).
 */
export const CUSTOMER_FEED_SCHEMA_VERSION = 1 as const;

export const feedSignalSchema = z.object({
  _id: z.uuid(),
  signalId: z.string(),
  signalType: signalTypeSchema,
  status: signalStatusSchema,
  trader: z.string(),
  currencyPair: z.string(),
  side: sideSchema,
  orderType: z.string(),
  entry: z.string(),
  stopLoss: z.string(),
  takeProfits: z.array(z.object({ price: z.string(), hit: z.boolean() })),
  unit: z.enum(['pips', 'points']),
  /** Pips/points of the result once closed, or of an active idea at its last price. */
  pips: z.string().nullable(),
  lastPrice: z.string().nullable(),
  timeframe: z.string().nullable(),
  tradeType: z.string().nullable(),
  createdAt: z.iso.datetime(),
  activatedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type FeedSignal = z.infer<typeof feedSignalSchema>;

/** A trade idea as the feed shows it, field by field from the domain's signal summary. */
export const feedSignalOf = (s: SignalSummary): FeedSignal => ({
  _id: s._id,
  signalId: s.signalId,
  signalType: s.signalType,
  status: s.status,
  trader: s.trader.nickname,
  currencyPair: s.currencyPair,
  side: s.side,
  orderType: s.orderType,
  entry: s.entry,
  stopLoss: s.stopLoss,
  takeProfits: s.takeProfits.map((tp) => ({ price: tp.price, hit: tp.hitAt !== null })),
  unit: s.unit,
  pips: s.pips,
  lastPrice: s.lastPrice,
  timeframe: s.timeframe,
  tradeType: s.tradeType,
  createdAt: s.createdAt,
  activatedAt: s.activatedAt,
  closedAt: s.closedAt,
});
