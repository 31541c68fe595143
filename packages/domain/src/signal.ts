import { z } from 'zod';
import { appSchema, signalTypeSchema } from './apps';
import { exchangeTypeSchema } from './markets';

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

export { appSchema, exchangeTypeSchema, signalTypeSchema };
