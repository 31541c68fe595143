import { z } from 'zod';
import { APP_INFO, appSchema, signalTypeSchema } from './apps';
import { compare } from './decimal';
import { idSchema, textSchema } from './fields';
import { nonNegativeDecimalSchema } from './numbers';
import { TRADE_TYPES } from './signal';

/** Global settings (SPEC section 3); cancellation thresholds per unit type for the manual end of a trade. */
export const settingsSchema = z.object({
  tradeIdeaDisclaimer: z.string().nullable(),
  defaultSignalDisclaimer: z.string().nullable(),
  /** Whether the blacklist of bad words refuses trade ideas that use them. */
  blacklistWordFilter: z.boolean(),
  cancellationThresholds: z.object({ pips: z.string(), points: z.string() }),
  /** Largest image upload, in MB (DECISIONS.md: 3 by default). */
  imageLimitMb: z.number(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_TRADE_IDEA_DISCLAIMER =
  'Use this trade idea at your own discretion and use a lot-size calculator to manage your risk.';

export const settingsInputSchema = z.strictObject({
  tradeIdeaDisclaimer: textSchema.trim().max(1500, { message: 'tooLong1500' }).nullable().optional(),
  defaultSignalDisclaimer: textSchema.trim().max(1500, { message: 'tooLong1500' }).nullable().optional(),
  blacklistWordFilter: z.boolean().optional(),
  cancellationThresholds: z
    .strictObject({ pips: nonNegativeDecimalSchema, points: nonNegativeDecimalSchema })
    .optional(),
  imageLimitMb: z.number().int().min(1).max(20).optional(),
});

const optionalDistance = nonNegativeDecimalSchema.nullable().optional();
const optionalCount = z.number().int().min(0).max(10).nullable().optional();

/** The min/max bounds of a rule: when both are set, the maximum is not below the minimum. */
export const TAKE_PROFIT_RULE_RANGES = [
  ['minTakeProfit', 'maxTakeProfit'],
  ['minStopLoss', 'maxStopLoss'],
  ['minTakeProfitsCount', 'maxTakeProfitsCount'],
  ['minStopTip', 'maxStopTip'],
] as const;

export const takeProfitRuleInputSchema = z
  .strictObject({
    app: appSchema,
    minTakeProfit: optionalDistance,
    maxTakeProfit: optionalDistance,
    minStopLoss: optionalDistance,
    maxStopLoss: optionalDistance,
    minTakeProfitsCount: optionalCount,
    maxTakeProfitsCount: optionalCount,
    minStopTip: optionalDistance,
    maxStopTip: optionalDistance,
    rrr: optionalDistance,
    takeProfitIndex: z.number().int().min(1).max(10).default(1),
    ignoredTradeTypes: z.array(z.enum(TRADE_TYPES)).default([]),
    /** The signal types of the app the rule is for; every type when empty. */
    signalTypes: z.array(signalTypeSchema).max(6).default([]),
  })
  .superRefine(
    (rule, ctx) => {
      if (rule.signalTypes.some((type) => !APP_INFO[rule.app].signalTypes.includes(type)))
        ctx.addIssue({ code: 'custom', path: ['signalTypes'], message: 'signalTypeNotInApp' });
      // A rule that limits nothing checks nothing: refuse it rather than save it.
      const limits = [...TAKE_PROFIT_RULE_RANGES.flat(), 'rrr'] as const;
      if (limits.every((field) => rule[field] == null)) {
        ctx.addIssue({ code: 'custom', path: ['minTakeProfit'], message: 'ruleEmpty' });
      }
      for (const [min, max] of TAKE_PROFIT_RULE_RANGES) {
        const low = rule[min];
        const high = rule[max];
        if (low != null && high != null && compare(low, high) > 0)
          ctx.addIssue({ code: 'custom', path: [max], message: 'maxBelowMin' });
      }
    },
    // Bounds are compared only once each is valid on its own.
    { when: (payload) => payload.issues.length === 0 },
  );

export const takeProfitRuleSchema = z.object({
  _id: idSchema,
  app: appSchema,
  minTakeProfit: z.string().nullable(),
  maxTakeProfit: z.string().nullable(),
  minStopLoss: z.string().nullable(),
  maxStopLoss: z.string().nullable(),
  minTakeProfitsCount: z.number().nullable(),
  maxTakeProfitsCount: z.number().nullable(),
  minStopTip: z.string().nullable(),
  maxStopTip: z.string().nullable(),
  rrr: z.string().nullable(),
  takeProfitIndex: z.number(),
  ignoredTradeTypes: z.array(z.enum(TRADE_TYPES)),
  signalTypes: z.array(signalTypeSchema),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export const badWordSchema = z.object({ _id: idSchema, text: z.string(), createdAt: z.iso.datetime() });
export const badWordsInputSchema = z.strictObject({
  words: z
    .array(textSchema.trim().min(1, { message: 'required' }).max(100, { message: 'tooLong100' }))
    .min(1)
    .max(100),
});

/** Signal settings of the signed-in admin, per app and quote provider (SPEC section 3). */
export const signalSettingsKeySchema = z
  .string()
  .regex(/^[A-Za-z]+-(1|2|-1)$/, { message: 'invalid' })
  .refine((key) => appSchema.safeParse(key.split('-')[0]).success, { message: 'invalid' });
export const signalSettingsInputSchema = z.strictObject({
  settings: z.record(textSchema.max(50), z.union([textSchema.max(500), z.number(), z.boolean(), z.null()])),
});

/** The admin's own defaults for one app and quote provider (`GET`/`POST /me/signal-settings/{key}`). */
export const signalSettingsSchema = z.object({
  key: z.string(),
  settings: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type SignalSettings = z.infer<typeof signalSettingsSchema>['settings'];

/** An admin who may publish an app's trade ideas (`GET /traders?app=`), by nickname. */
export const traderSchema = z.object({ _id: idSchema, nickname: z.string(), name: z.string() });
export type Trader = z.infer<typeof traderSchema>;
