import { z } from 'zod';
import { textSchema } from './fields';
import { exchangeTypeSchema } from './markets';

/** A currency code in a lookup: BTC, USDT, EUR. */
const codeSchema = textSchema.trim().min(1).max(20);

/** `GET /currencies/search-crypto-coins`: coins whose code contains the text (at least 2 characters). */
export const cryptoCoinSearchSchema = z.strictObject({
  searchText: textSchema.trim().min(2, { message: 'tooShort2' }).max(20),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(50),
});
export type CryptoCoinSearch = z.input<typeof cryptoCoinSearchSchema>;

/** A coin the crypto exchanges list, with the exchanges (ccxt ids) that list it. */
export const cryptoCoinSchema = z.object({ symbol: z.string(), exchanges: z.array(z.string()) });
export type CryptoCoin = z.infer<typeof cryptoCoinSchema>;

/** `POST /currency-pairs/search-crypto-exchange`: which exchanges list base/quote. */
export const exchangeListingInputSchema = z.strictObject({ base: codeSchema, quote: codeSchema });
export type ExchangeListingInput = z.infer<typeof exchangeListingInputSchema>;

/** `POST /exchanges/market-type`: whether base/quote trades as spot (or futures) on each exchange. */
export const marketTypeInputSchema = z.strictObject({
  base: codeSchema,
  quote: codeSchema,
  exchanges: z.array(textSchema.max(30)).min(1).max(20),
  type: exchangeTypeSchema,
});
export type MarketTypeInput = z.infer<typeof marketTypeInputSchema>;

export const exchangeAvailabilitySchema = z.object({ exchange: z.string(), available: z.boolean() });
export type ExchangeAvailability = z.infer<typeof exchangeAvailabilitySchema>;

/** `POST /contracts/validate`: how many whole futures contracts an amount of the base coin makes. */
export const contractsInputSchema = z.strictObject({
  exchange: textSchema.max(30),
  base: codeSchema,
  quote: codeSchema,
  amount: z.number().positive().max(10_000_000),
});
export type ContractsInput = z.infer<typeof contractsInputSchema>;

export const contractsSchema = z.object({
  /** Whole contracts, at least 1 (none is a 400 with reason `no_contracts`). */
  contracts: z.number().int(),
  /** The base coin one contract stands for. */
  contractSize: z.number(),
  /** contracts * contractSize: the position actually taken. */
  amount: z.number(),
});
export type Contracts = z.infer<typeof contractsSchema>;
