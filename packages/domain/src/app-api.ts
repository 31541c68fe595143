import { z } from 'zod';
import { type App, signalTypeSchema } from './apps';
import { customerAppSchema, subscriptionTypeSchema } from './customers';
import { emailSchema, passwordSchema, textSchema } from './fields';
import { listOf } from './http';
import { localeSchema } from './locales';
import type { ValidationCode } from './messages';
import { platformSchema } from './notifications';
import { sideSchema, signalStatusSchema } from './signal';

/**
 * The customer-side API of the mobile apps (`/app-api/v1`): sign-up, sign-in, device tokens and the
 * feed of trade ideas. Its sessions are customers', never admins'.
 */
const m = (code: ValidationCode) => ({ message: code });

export const customerSignUpInputSchema = z.strictObject({
  app: customerAppSchema,
  email: emailSchema,
  password: passwordSchema,
  fullName: textSchema.trim().min(2, m('tooShort2')).max(100, m('tooLong100')),
  username: textSchema
    .trim()
    .min(3, m('usernameLength'))
    .max(30, m('usernameLength'))
    .regex(/^[A-Za-z0-9._-]+$/, m('usernameChars')),
});
export type CustomerSignUpInput = z.infer<typeof customerSignUpInputSchema>;

export const customerSignInInputSchema = z.strictObject({
  app: customerAppSchema,
  email: emailSchema,
  password: textSchema.min(1, m('required')).max(200, m('passwordLength')),
});
export type CustomerSignInInput = z.infer<typeof customerSignInInputSchema>;

export const customerSubscriptionStateSchema = z.object({
  type: subscriptionTypeSchema.nullable(),
  expiresAt: z.iso.datetime().nullable(),
  active: z.boolean(),
});

export const customerProfileSchema = z.object({
  _id: z.uuid(),
  app: customerAppSchema,
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  subscription: customerSubscriptionStateSchema,
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

export const customerAuthOutputSchema = z.object({
  data: z.object({ token: z.string(), customer: customerProfileSchema }),
});

/** A device's push token (FCM registration token), registered for the signed-in customer. */
export const deviceInputSchema = z.strictObject({
  token: textSchema.trim().min(16, m('invalid')).max(4096, m('invalid')).regex(/^\S+$/, m('invalid')),
  platform: platformSchema,
  language: localeSchema.default('en'),
});
export type DeviceInput = z.infer<typeof deviceInputSchema>;

export const FEED_KINDS = ['open', 'closed', 'all'] as const;

export const feedQuerySchema = z.object({
  /** open: pending and active ideas (live); closed: ended ones with their result; all: both. */
  kind: z.enum(FEED_KINDS).default('all'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(20),
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

/** A trade idea as a customer sees it: no internal ids, owners or staff notes. */
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

/** A page of a customer's feed, without their subscription state. */
export const feedPageSchema = listOf(feedSignalSchema);
export type FeedPage = z.infer<typeof feedPageSchema>;

/** What a page of a customer's feed depends on: their app and subscription state, the kind, the page. */
export type FeedPageKey = {
  app: App;
  subscribed: boolean;
  kind: FeedQuery['kind'];
  page: number;
  perPage: number;
};

export const feedSchema = feedPageSchema.extend({ subscription: customerSubscriptionStateSchema });
