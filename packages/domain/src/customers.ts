import { z } from 'zod';
import { appSchema } from './apps';
import { idSchema } from './fields';
import { cappedListOf } from './http';
import { pushBodySchema, pushTitleSchema } from './notifications';

/** The apps customers sign up for (the external variants are partner feeds, not customer apps). */
export const CUSTOMER_APPS = ['shift', 'nfx', 'mira', 'relic', 'titan'] as const;
export const customerAppSchema = z.enum(CUSTOMER_APPS, { message: 'invalid' });
export type CustomerApp = z.infer<typeof customerAppSchema>;

/** Kinds of customer subscription (a sign-up starts a trial). */
export const SUBSCRIPTION_TYPES = ['trial', 'monthly', 'quarterly', 'yearly'] as const;
export const subscriptionTypeSchema = z.enum(SUBSCRIPTION_TYPES, { message: 'invalid' });
export type SubscriptionType = z.infer<typeof subscriptionTypeSchema>;

/**
 * A search that matches more customers than this reports this many (`totalCapped`): counting every
 * match of a three-letter substring among a million customers would cost more than the page itself.
 */
export const CUSTOMER_SEARCH_COUNT_CAP = 1_000;

/** A customer (SPEC section 3 "User"); no password hash or session ever leaves the API. */
export const customerSchema = z.object({
  _id: idSchema,
  legacynumber: z.string(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  app: appSchema,
  subscriptionType: subscriptionTypeSchema.nullable(),
  subscriptionExpiry: z.iso.datetime().nullable(),
  /** Whether the subscription runs now (expiry in the future). */
  subscriptionActive: z.boolean(),
  registrationDate: z.iso.datetime(),
  lastActivity: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  traderIds: z.array(idSchema),
});
export type Customer = z.infer<typeof customerSchema>;

/** GET /users: a page of customers; `totalCapped` says `total` stopped at the count cap. */
export const customerListSchema = cappedListOf(customerSchema);
export type CustomerList = z.infer<typeof customerListSchema>;

/** A device of a customer's app that receives their pushes (its push token never leaves the API). */
export const customerDeviceSchema = z.object({
  _id: z.string(),
  app: appSchema,
  platform: z.string(),
  language: z.string(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  /** When it stopped receiving pushes (its session was revoked, or the push service refused it). */
  invalidatedAt: z.iso.datetime().nullable(),
});
export type CustomerDevice = z.infer<typeof customerDeviceSchema>;

/** A signed-in session of the customer's app, still valid (its token never leaves the API). */
export const customerSessionSchema = z.object({
  _id: idSchema,
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type CustomerSession = z.infer<typeof customerSessionSchema>;

/** How many devices and sessions GET /users/{id} lists at most (the most recently seen). */
export const CUSTOMER_DETAIL_LIST_LIMIT = 50;

/** GET /users/{id}: the customer with their devices and live sessions, most recently seen first. */
export const customerDetailSchema = customerSchema.extend({
  devices: z.array(customerDeviceSchema),
  sessions: z.array(customerSessionSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const revokeCustomerSessionOutputSchema = z.object({ revoked: z.number().int() });

/** POST /users/{id}/send-pn: a push to every device of that customer. */
export const sendCustomerPushInputSchema = z.strictObject({
  title: pushTitleSchema,
  body: pushBodySchema,
});
export type SendCustomerPushInput = z.infer<typeof sendCustomerPushInputSchema>;

export const sendCustomerPushOutputSchema = z.object({
  /** The notification queued for delivery (see the notifications history). */
  notificationId: z.string().nullable(),
});
