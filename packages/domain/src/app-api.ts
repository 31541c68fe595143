import { z } from 'zod';
import type { App } from './apps';
import { customerAppSchema, subscriptionTypeSchema } from './customers';
import { emailSchema, passwordSchema, textSchema } from './fields';
import { listOf } from './http';
import { localeSchema } from './locales';
import type { ValidationCode } from './messages';
import { platformSchema } from './notifications';
import { CUSTOMER_FEED_SCHEMA_VERSION, feedSignalSchema } from './outside/customer-feed';

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

export const feedSchema = feedPageSchema
  .extend({
    schemaVersion: z.literal(CUSTOMER_FEED_SCHEMA_VERSION),
    subscription: customerSubscriptionStateSchema,
  })
  .meta({ title: 'CustomerFeedPageV1' });
