import { z } from 'zod';
import { appSchema, signalTypeSchema } from './apps';
import { idSchema, textSchema, urlSchema } from './fields';
import { localeSchema } from './locales';
import { exchangeTypeSchema } from './markets';
import { decimalSchema, nonNegativeDecimalSchema, positiveDecimalSchema } from './numbers';
import { wordCount } from './text-rules';

/** Signal statuses (SPEC section 4); pending and active are open, the rest are closed. */
export const SIGNAL_STATUSES = [
  'pending',
  'active',
  'won',
  'sl_hit',
  'early_sl_hit',
  'cancelled',
  'draw',
  'expired',
] as const;
export const signalStatusSchema = z.enum(SIGNAL_STATUSES);
export type SignalStatus = z.infer<typeof signalStatusSchema>;
export const OPEN_STATUSES: readonly SignalStatus[] = ['pending', 'active'];
export const isOpen = (status: SignalStatus) => OPEN_STATUSES.includes(status);
export const CLOSED_STATUSES: readonly SignalStatus[] = SIGNAL_STATUSES.filter((status) => !isOpen(status));
/** Closed outcomes that freeze a signal against edits (SPEC section 4). */
export const FROZEN_STATUSES: readonly SignalStatus[] = ['cancelled', 'sl_hit'];

export const ORDER_TYPES = ['market', 'limit', 'stop'] as const;
export const orderTypeSchema = z.enum(ORDER_TYPES);
export type OrderType = z.infer<typeof orderTypeSchema>;

export const SIDES = ['buy', 'sell'] as const;
export const sideSchema = z.enum(SIDES);

export const TRADE_TYPES = ['Intra-Day', 'Day-Td', 'Scalping', 'Swing-TD', 'HODL'] as const;
export const tradeTypeSchema = z.enum(TRADE_TYPES);

export const ASSET_TYPES = ['Cryptos', 'NFTs', 'DeFi', 'DAPPs', 'Futures'] as const;
export const assetTypeSchema = z.enum(ASSET_TYPES);

export const CHART_PERIODS = ['5M', '15M', '30M', '1H', '4H', '1D'] as const;
export const chartPeriodSchema = z.enum(CHART_PERIODS);

export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export const riskLevelSchema = z.enum(RISK_LEVELS);

export const takeProfitSchema = z.object({
  price: z.string(),
  /** When the price reached it; null while not hit. */
  hitAt: z.string().nullable(),
});
export type TakeProfit = z.infer<typeof takeProfitSchema>;

// --- API schemas -------------------------------------------------------------------------------

const m = (message: string) => ({ message });
const longText = (max: 150 | 1300 | 1500) =>
  textSchema.trim().max(max, m(max === 150 ? 'tooLong150' : max === 1300 ? 'tooLong1300' : 'tooLong1500'));
const analysisSchema = longText(1500).refine((v) => wordCount(v) <= 100, m('analysisWords'));

/** Texts a signal carries in other languages. */
export const signalTranslationsSchema = z.partialRecord(
  localeSchema,
  z.strictObject({ analysis: analysisSchema.optional(), comment: longText(1300).optional() }),
);

/** The descriptive and sizing fields, shared by creation and editing. */
const signalDetails = {
  exchangeType: exchangeTypeSchema.nullable().optional(),
  leverage: z.number().int(m('integer')).min(1, m('positive')).max(125).nullable().optional(),
  activationMargin: nonNegativeDecimalSchema.nullable().optional(),
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
  volume: nonNegativeDecimalSchema.nullable().optional(),
  risk: nonNegativeDecimalSchema.nullable().optional(),
  riskPercentage: z.number().min(0, m('nonNegative')).max(100).nullable().optional(),
  riskLevel: riskLevelSchema.nullable().optional(),
  riskDescription: longText(150).nullable().optional(),
  accountBalance: z
    .number()
    .min(0, m('nonNegative'))
    .max(10_000, m('accountBalanceMax'))
    .nullable()
    .optional(),
  sentiment: z
    .number()
    .int(m('integer'))
    .min(10, m('sentimentRange'))
    .max(100, m('sentimentRange'))
    .nullable()
    .optional(),
  timeframe: chartPeriodSchema.nullable().optional(),
  strategy: textSchema.trim().max(100, m('tooLong100')).nullable().optional(),
  tradeType: tradeTypeSchema.nullable().optional(),
  assetType: assetTypeSchema.nullable().optional(),
  analysis: analysisSchema.nullable().optional(),
  comment: longText(1300).nullable().optional(),
  statusUpdate: longText(150).nullable().optional(),
  disclaimer: longText(1500).nullable().optional(),
  automatedMessages: z.array(longText(150)).max(10).optional(),
  translations: signalTranslationsSchema.optional(),
  images: z.array(urlSchema).max(5).optional(),
  mutePush: z.boolean().optional(),
};

export const createSignalInputSchema = z.strictObject({
  app: appSchema,
  signalType: signalTypeSchema,
  /** The currency pair (its _id). */
  pair: idSchema,
  orderType: orderTypeSchema,
  side: sideSchema,
  /** Required for limit and stop orders and for a fixed entry; a market order otherwise takes the live price. */
  entry: positiveDecimalSchema.optional(),
  fixedEntry: z.boolean().default(false),
  stopLoss: decimalSchema,
  takeProfits: z.array(decimalSchema).min(1, m('takeProfitRequired')).max(10),
  /** The trader the idea is published under; defaults to the creator. */
  trader: idSchema.optional(),
  ...signalDetails,
});

/** `POST /signals/validate`: the creation's checks passed; the entry the idea would take now. */
export const signalValidationSchema = z.object({ entry: z.string() });
export type SignalValidation = z.infer<typeof signalValidationSchema>;
export type CreateSignalInput = z.input<typeof createSignalInputSchema>;

/** Editing: any subset of the levels and details, with the version the editor saw. */
export const updateSignalInputSchema = z.strictObject({
  version: z.number().int().min(1),
  entry: positiveDecimalSchema.optional(),
  stopLoss: decimalSchema.optional(),
  /** New take profits; those already hit must stay as they are. */
  takeProfits: z.array(decimalSchema).min(1, m('takeProfitRequired')).max(10).optional(),
  ...signalDetails,
});
export type UpdateSignalInput = z.input<typeof updateSignalInputSchema>;

/**
 * Whether an expiry being set lies in the past (or now): refused, since the idea would be pushed to
 * every customer and expire the same second (DECISIONS.md). The schemas cannot tell (no clock): the
 * server checks with its clock, the form with the browser's.
 */
export function expiryInPast(expiresAt: string | null | undefined, now: Date): boolean {
  return expiresAt != null && Date.parse(expiresAt) <= now.getTime();
}

/** Body of the actions (end trade, cancel, early take profit, expire, reopen, soft delete). */
export const signalActionInputSchema = z.strictObject({
  version: z.number().int().min(1),
  /** A closing price entered by the admin (forced close without a fresh quote). */
  price: positiveDecimalSchema.optional(),
  /** Confirms a close whose outcome cannot be determined from a fresh price. */
  force: z.boolean().default(false),
  /**
   * The outcome the admin saw and confirmed; when the price has moved so that the action now gives
   * another, nothing changes and the answer is 409 (DECISIONS.md: the admin confirms the outcome first).
   */
  expectedStatus: signalStatusSchema.optional(),
});

export const livePriceInputSchema = z.strictObject({
  value: positiveDecimalSchema,
  version: z.number().int().min(1).optional(),
});
export const softDeleteInputSchema = z.strictObject({
  softDelete: z.boolean(),
  version: z.number().int().min(1).optional(),
});

export const signalSchema = z.object({
  _id: z.uuid(),
  signalId: z.string(),
  tradeId: z.string(),
  version: z.number().int(),
  app: appSchema,
  signalType: signalTypeSchema,
  status: signalStatusSchema,
  trader: z.object({ _id: z.uuid(), nickname: z.string() }),
  owner: z.uuid().nullable(),
  pair: z.uuid().nullable(),
  currencyPair: z.string(),
  /** The provider's symbol of the pair (EUR_USD, R_100, stpRNG, BTC/USDT): what live prices are keyed by. */
  symbolID: z.string(),
  base: z.string(),
  quote: z.string(),
  quoteProvider: z.number().int(),
  exchange: z.string().nullable(),
  exchangeType: exchangeTypeSchema.nullable(),
  orderType: orderTypeSchema,
  side: sideSchema,
  entry: z.string(),
  fixedEntry: z.boolean(),
  stopLoss: z.string(),
  takeProfits: z.array(takeProfitSchema),
  activationMargin: z.string().nullable(),
  expiresAt: z.string().nullable(),
  unit: z.enum(['pips', 'points']),
  pipSize: z.string(),
  multiplier: z.string(),
  /** Pips/points of the result, or of an active idea at its last price. */
  pips: z.string().nullable(),
  resultPips: z.string().nullable(),
  closePrice: z.string().nullable(),
  lastPrice: z.string().nullable(),
  lastPriceAt: z.string().nullable(),
  isUpdatePriceManually: z.boolean(),
  activatedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  leverage: z.number().nullable(),
  volume: z.string().nullable(),
  risk: z.string().nullable(),
  riskPercentage: z.number().nullable(),
  riskLevel: riskLevelSchema.nullable(),
  riskDescription: z.string().nullable(),
  accountBalance: z.number().nullable(),
  sentiment: z.number().nullable(),
  timeframe: chartPeriodSchema.nullable(),
  strategy: z.string().nullable(),
  tradeType: tradeTypeSchema.nullable(),
  assetType: assetTypeSchema.nullable(),
  analysis: z.string().nullable(),
  comment: z.string().nullable(),
  statusUpdate: z.string().nullable(),
  disclaimer: z.string().nullable(),
  automatedMessages: z.array(z.string()),
  translations: z.record(
    z.string(),
    z.object({ analysis: z.string().optional(), comment: z.string().optional() }),
  ),
  images: z.array(z.string()),
  mutePush: z.boolean(),
  archived: z.boolean(),
  softDelete: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Signal = z.infer<typeof signalSchema>;

/** What lists show of a trade idea: everything but the long texts and sizing details (GET /signals/{id} has them). */
export const signalSummarySchema = signalSchema.pick({
  _id: true,
  signalId: true,
  version: true,
  app: true,
  signalType: true,
  status: true,
  trader: true,
  owner: true,
  pair: true,
  currencyPair: true,
  symbolID: true,
  base: true,
  quote: true,
  quoteProvider: true,
  exchange: true,
  exchangeType: true,
  orderType: true,
  side: true,
  entry: true,
  stopLoss: true,
  takeProfits: true,
  activationMargin: true,
  expiresAt: true,
  unit: true,
  pipSize: true,
  multiplier: true,
  pips: true,
  resultPips: true,
  closePrice: true,
  lastPrice: true,
  lastPriceAt: true,
  isUpdatePriceManually: true,
  activatedAt: true,
  closedAt: true,
  leverage: true,
  timeframe: true,
  tradeType: true,
  strategy: true,
  softDelete: true,
  createdAt: true,
  updatedAt: true,
});
export type SignalSummary = z.infer<typeof signalSummarySchema>;

export const signalLogEntrySchema = z.object({
  _id: z.string(),
  kind: z.string(),
  actor: z.string(),
  ip: z.string().nullable(),
  prev: z.unknown(),
  next: z.unknown(),
  createdAt: z.iso.datetime(),
});
