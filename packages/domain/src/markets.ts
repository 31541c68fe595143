import { z } from 'zod';
import { textSchema } from './fields';
import type { ErrorReason } from './http';

/** Kinds of instrument a currency or pair can be (SPEC section 3: asset kinds, plus stocks and commodities). */
export const CURRENCY_TYPES = ['forex', 'crypto', 'indice', 'synthetic', 'stock', 'commodity'] as const;
export const currencyTypeSchema = z.enum(CURRENCY_TYPES);
export type CurrencyType = z.infer<typeof currencyTypeSchema>;

/** Crypto exchanges seen in SPEC section 3 (ccxt ids, plus the legacy bybit_futures alias). */
export const EXCHANGES = [
  'binance',
  'binanceusdm',
  'hitbtc',
  'huobi',
  'kraken',
  'kucoin',
  'okex',
  'bybit',
  'kucoinfutures',
  'bitgetfutures',
  'bybit_futures',
] as const;
export const exchangeSchema = z.enum(EXCHANGES);
export type Exchange = z.infer<typeof exchangeSchema>;

export const EXCHANGE_TYPES = ['spot', 'futures'] as const;
export const exchangeTypeSchema = z.enum(EXCHANGE_TYPES);
export type ExchangeType = z.infer<typeof exchangeTypeSchema>;

/** A quote older than this is outdated (SPEC section 4): no automatic action, "use manual price". */
export const QUOTE_OUTDATED_MS = 15_000;

/** A price as the API and the web app see it. */
export const quoteSchema = z.object({
  /** The subscription key the price belongs to (see quoteKey). */
  key: z.string(),
  bid: z.number(),
  ask: z.number(),
  /** Mid price (or last trade where a provider gives no book). */
  price: z.number(),
  /** When the provider priced it, ms since the epoch. */
  time: z.number(),
  outdated: z.boolean(),
  /** True when the price comes from the simulated market, never from a real provider. */
  simulated: z.boolean(),
});
export type QuoteView = z.infer<typeof quoteSchema>;

/** `data` of an SSE price event of `POST /api/sse/subscribe-to-quotes`: a price for the item `_id`. */
export const quotePriceEventSchema = quoteSchema.extend({ _id: z.string() });
export type QuotePriceEvent = z.infer<typeof quotePriceEventSchema>;

/** Why an item of a quote subscription gets no price: refusal reasons of SPEC section 8. */
export const QUOTE_UNAVAILABLE_REASONS = [
  'unsupported_by_broker',
  'invalid_for_broker',
  'exchange_lacks_pair',
  'no_price_on_exchange',
] as const satisfies readonly ErrorReason[];
export type QuoteUnavailableReason = (typeof QUOTE_UNAVAILABLE_REASONS)[number];

/** `data` of an SSE `event: unavailable`: the item gets no price, with the reason and its English text. */
export const quoteUnavailableEventSchema = z.object({
  _id: z.string(),
  reason: z.enum(QUOTE_UNAVAILABLE_REASONS),
  message: z.string(),
});
export type QuoteUnavailableEvent = z.infer<typeof quoteUnavailableEventSchema>;

export function isOutdated(quoteTime: number, now: number = Date.now()): boolean {
  return now - quoteTime > QUOTE_OUTDATED_MS;
}

/** Pips for forex-style instruments (forex pairs, metals, oil), points for the rest (DECISIONS.md). */
export type PriceUnit = 'pips' | 'points';
export function unitOf(type: CurrencyType): PriceUnit {
  return type === 'forex' || type === 'commodity' ? 'pips' : 'points';
}

/**
 * Metals in the pip their traders count, whatever a provider's metadata says (decision 19): gold in
 * tenths of a dollar (OANDA's pipLocation counts cents, so a 48 USD stop read 4,800 pips), silver in
 * cents (OANDA: 0.0001).
 */
const TRADER_PIP_SIZES: Readonly<Record<string, string>> = { XAU: '0.1', XAG: '0.01' };

/** The pip traders count for this instrument when it is not the provider's; undefined otherwise. */
export function traderPipSize(pair: { type: CurrencyType; base: string }): string | undefined {
  return pair.type === 'commodity' ? TRADER_PIP_SIZES[pair.base.toUpperCase()] : undefined;
}

/**
 * Default pip size when the provider gives none: 0.0001 for forex, 0.01 with JPY as the quote, the
 * metals' traders' pips, oil 0.01, 1 for everything in points.
 */
export function defaultPipSize(pair: { type: CurrencyType; base: string; quote: string }): string {
  if (unitOf(pair.type) === 'points') return '1';
  const trader = traderPipSize(pair);
  if (trader) return trader;
  const base = pair.base.toUpperCase();
  if (base === 'WTICO' || base === 'BCO') return '0.01';
  if (pair.quote.toUpperCase() === 'JPY') return '0.01';
  return '0.0001';
}

/**
 * What one pip or point is worth in price: the currency's multiplier when set, otherwise
 * 1 / pip size for pips and 1 for points. Kept as decimal text; never computed in floating point.
 */
export function pipMultiplier(pair: {
  type: CurrencyType;
  pipSize: string;
  multiplier?: string | null;
}): string {
  if (pair.multiplier) return pair.multiplier;
  if (unitOf(pair.type) === 'points') return '1';
  const [, decimals = ''] = pair.pipSize.split('.');
  return `1${'0'.repeat(decimals.length)}`;
}

const decimalText = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,8})?$/, { message: 'invalid' });

const codeSchema = z
  .string({ message: 'required' })
  .trim()
  .min(1, { message: 'required' })
  .max(20, { message: 'invalid' })
  .regex(/^[A-Za-z0-9_.]+$/, { message: 'invalid' });

export const currencySchema = z.object({
  _id: z.uuid(),
  fullName: z.string(),
  shortName: z.string(),
  symbolId: z.string(),
  icon: z.string().nullable(),
  tag: z.string().nullable(),
  type: currencyTypeSchema,
  currency: z.string().nullable(),
  exchange: z.string().nullable(),
  expiryDate: z.string().nullable(),
  multiplier: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Currency = z.infer<typeof currencySchema>;

const iconSchema = textSchema
  .trim()
  .max(20_000, { message: 'invalid' })
  .refine((v) => /^(https?:\/\/|data:image\/(png|jpeg|svg\+xml);)/.test(v), { message: 'url' });

export const currencyInputSchema = z.strictObject({
  fullName: textSchema.trim().min(2, { message: 'tooShort2' }).max(100, { message: 'tooLong100' }),
  // DECISIONS: a name or short name has at least 2 characters.
  shortName: codeSchema.pipe(z.string().min(2, { message: 'tooShort2' })).transform((v) => v.toUpperCase()),
  symbolId: codeSchema.optional(),
  icon: iconSchema.nullable().optional(),
  tag: textSchema.trim().max(50, { message: 'invalid' }).nullable().optional(),
  type: currencyTypeSchema,
  currency: textSchema.trim().max(10, { message: 'invalid' }).nullable().optional(),
  exchange: textSchema.trim().max(50, { message: 'invalid' }).nullable().optional(),
  expiryDate: z.iso.date({ message: 'invalid' }).nullable().optional(),
  multiplier: decimalText.nullable().optional(),
});
export type CurrencyInput = z.infer<typeof currencyInputSchema>;

export const currencyPairSchema = z.object({
  _id: z.uuid(),
  symbolID: z.string(),
  type: currencyTypeSchema,
  quoteProvider: z.union([z.literal(1), z.literal(2), z.literal(-1)]),
  base: z.string(),
  quote: z.string(),
  exchange: z.string().nullable(),
  exchangeType: exchangeTypeSchema.nullable(),
  /** Price of one pip (pips) or the smallest step the provider quotes (points), as decimal text. */
  pipSize: z.string(),
  /** Pips or points per unit of price difference (see pipMultiplier). */
  multiplier: z.string(),
  unit: z.enum(['pips', 'points']),
  baseIcon: z.string().nullable(),
  quoteIcon: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type CurrencyPair = z.infer<typeof currencyPairSchema>;

export const currencyPairInputSchema = z
  .strictObject({
    base: codeSchema.transform((v) => v.toUpperCase()),
    quote: codeSchema.transform((v) => v.toUpperCase()),
    quoteProvider: z.union([z.literal(1), z.literal(2), z.literal(-1)]),
    exchange: exchangeSchema.nullable().optional(),
    exchangeType: exchangeTypeSchema.nullable().optional(),
  })
  .superRefine((pair, ctx) => {
    if (pair.quoteProvider === -1 && !pair.exchange) {
      ctx.addIssue({ code: 'custom', path: ['exchange'], message: 'required' });
    }
  });
export type CurrencyPairInput = z.infer<typeof currencyPairInputSchema>;
