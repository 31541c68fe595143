import { z } from 'zod';

/** Where quotes of an instrument come from: the provider kinds of SPEC section 9. */
export const PROVIDER_KINDS = ['oanda', 'synthetic', 'crypto'] as const;
export const providerKindSchema = z.enum(PROVIDER_KINDS);
export type ProviderKind = z.infer<typeof providerKindSchema>;

/** The health of one quote source as the source reports it. */
export const sourceHealthSchema = z.object({
  /** `oanda`, `deriv`, `binance`..., or `simulated:<feed>`. */
  source: z.string(),
  kind: providerKindSchema,
  simulated: z.boolean(),
  connected: z.boolean(),
  /** ms since the epoch of the last quote received, null before the first one. */
  lastTickAt: z.number().nullable(),
  /** Receive time minus provider time of the last quote, ms. */
  lagMs: z.number().nullable(),
  reconnects: z.number().int(),
  subscribed: z.number().int(),
  error: z.string().nullable(),
});
export type SourceHealth = z.infer<typeof sourceHealthSchema>;

/** An item of `GET /api/quotes/health`: the source's health with the age of its last tick by the server's clock. */
export const feedHealthSchema = sourceHealthSchema.extend({
  tickAgeMs: z.number().nullable().describe("Milliseconds since the last tick, by the server's clock"),
});
export type FeedHealth = z.infer<typeof feedHealthSchema>;
