import { z } from 'zod';
import { activityKindSchema } from '../activity';
import { appSchema, signalTypeSchema } from '../apps';
import { currencyTypeSchema, exchangeTypeSchema } from '../markets';
import {
  assetTypeSchema,
  chartPeriodSchema,
  orderTypeSchema,
  riskLevelSchema,
  sideSchema,
  signalStatusSchema,
  tradeTypeSchema,
} from '../signal';
import type { SignalChange } from './committed-signal';

/**
 * The partner copy: the signed webhook body posted to PARTNER_WEBHOOK_URL once per signal version
 * (`Idempotency-Key: <signalId>:<version>`). `schemaVersion` is the contract's version: an added
 * field keeps it, a removed, renamed or retyped one raises it (decision 25). The signal's own field
 * names are the snake_case ones the partner has always received; decimals are exact strings.
 */
export const PARTNER_COPY_SCHEMA_VERSION = 1 as const;

export const PARTNER_COPY_EVENTS = ['signal.created', 'signal.changed'] as const;

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);
const instant = z.iso.datetime();

export const partnerCopySignalSchema = z.strictObject({
  id: z.uuid(),
  signal_id: z.string(),
  trade_id: z.string(),
  version: z.number().int().min(1),
  app: appSchema,
  signal_type: signalTypeSchema,
  status: signalStatusSchema,
  trader_id: z.uuid(),
  pair_type: currencyTypeSchema,
  base: z.string(),
  quote: z.string(),
  symbol_id: z.string(),
  quote_provider: z.number().int(),
  exchange: z.string().nullable(),
  exchange_type: exchangeTypeSchema.nullable(),
  order_type: orderTypeSchema,
  side: sideSchema,
  entry: decimal,
  fixed_entry: z.boolean(),
  stop_loss: decimal,
  take_profits: z.array(z.strictObject({ price: decimal, hitAt: z.string().nullable() })),
  activation_margin: decimal.nullable(),
  expires_at: instant.nullable(),
  pip_size: decimal,
  multiplier: decimal,
  unit: z.enum(['pips', 'points']),
  result_pips: decimal.nullable(),
  close_price: decimal.nullable(),
  last_price: decimal.nullable(),
  last_price_at: instant.nullable(),
  is_update_price_manually: z.boolean(),
  activated_at: instant.nullable(),
  closed_at: instant.nullable(),
  leverage: z.number().int().nullable(),
  volume: decimal.nullable(),
  risk: decimal.nullable(),
  risk_percentage: z.number().nullable(),
  risk_level: riskLevelSchema.nullable(),
  risk_description: z.string().nullable(),
  account_balance: z.number().nullable(),
  sentiment: z.number().int().nullable(),
  timeframe: chartPeriodSchema.nullable(),
  strategy: z.string().nullable(),
  trade_type: tradeTypeSchema.nullable(),
  asset_type: assetTypeSchema.nullable(),
  analysis: z.string().nullable(),
  comment: z.string().nullable(),
  status_update: z.string().nullable(),
  disclaimer: z.string().nullable(),
  automated_messages: z.array(z.string()),
  translations: z.record(
    z.string(),
    z.strictObject({ analysis: z.string().optional(), comment: z.string().optional() }),
  ),
  images: z.array(z.string()),
  created_at: instant,
  updated_at: instant,
});

export const partnerCopySchema = z
  .strictObject({
    schemaVersion: z.literal(PARTNER_COPY_SCHEMA_VERSION),
    event: z.enum(PARTNER_COPY_EVENTS),
    signalId: z.uuid(),
    /** The signal's version this copy carries (one copy per version, oldest first). */
    version: z.number().int().min(1),
    /** What the change did, as activity kinds ('create signal', 'take profit hit', ...). */
    kinds: z.array(activityKindSchema),
    signal: partnerCopySignalSchema,
  })
  .meta({ title: 'PartnerSignalCopyV1' });
export type PartnerCopy = z.infer<typeof partnerCopySchema>;

/** The copy of one committed change, field by field from the domain's signal. */
export function partnerCopyOf({ kinds, signal: s }: SignalChange): PartnerCopy {
  return {
    schemaVersion: PARTNER_COPY_SCHEMA_VERSION,
    event: kinds.includes('create signal') ? 'signal.created' : 'signal.changed',
    signalId: s._id,
    version: s.version,
    kinds,
    signal: {
      id: s._id,
      signal_id: s.signalId,
      trade_id: s.tradeId,
      version: s.version,
      app: s.app,
      signal_type: s.signalType,
      status: s.status,
      trader_id: s.traderId,
      pair_type: s.pairType,
      base: s.base,
      quote: s.quote,
      symbol_id: s.symbolID,
      quote_provider: s.quoteProvider,
      exchange: s.exchange,
      exchange_type: s.exchangeType,
      order_type: s.orderType,
      side: s.side,
      entry: s.entry,
      fixed_entry: s.fixedEntry,
      stop_loss: s.stopLoss,
      take_profits: s.takeProfits.map((tp) => ({ price: tp.price, hitAt: tp.hitAt })),
      activation_margin: s.activationMargin,
      expires_at: s.expiresAt,
      pip_size: s.pipSize,
      multiplier: s.multiplier,
      unit: s.unit,
      result_pips: s.resultPips,
      close_price: s.closePrice,
      last_price: s.lastPrice,
      last_price_at: s.lastPriceAt,
      is_update_price_manually: s.isUpdatePriceManually,
      activated_at: s.activatedAt,
      closed_at: s.closedAt,
      leverage: s.leverage,
      volume: s.volume,
      risk: s.risk,
      risk_percentage: s.riskPercentage,
      risk_level: s.riskLevel,
      risk_description: s.riskDescription,
      account_balance: s.accountBalance,
      sentiment: s.sentiment,
      timeframe: s.timeframe,
      strategy: s.strategy,
      trade_type: s.tradeType,
      asset_type: s.assetType,
      analysis: s.analysis,
      comment: s.comment,
      status_update: s.statusUpdate,
      disclaimer: s.disclaimer,
      automated_messages: s.automatedMessages,
      translations: s.translations,
      images: s.images,
      created_at: s.createdAt,
      updated_at: s.updatedAt,
    },
  };
}
