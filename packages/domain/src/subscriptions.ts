import { z } from 'zod';
import { subscriptionTypeSchema } from './customers';
import { idSchema, textSchema } from './fields';
import type { ValidationCode } from './messages';

const m = (code: ValidationCode) => ({ message: code });

/** Apps with subscriptions, in the order the list groups them (SPEC sections 2 and 3). */
export const SUBSCRIPTION_APPS = ['shift', 'relic', 'titan', 'nfx'] as const;
export const subscriptionAppSchema = z.enum(SUBSCRIPTION_APPS, m('invalid'));
export type SubscriptionApp = z.infer<typeof subscriptionAppSchema>;
/** The sidebar's order of the same apps (SPEC section 2: shift, nfx, titan, relic). */
export const SUBSCRIPTION_MENU_APPS: readonly SubscriptionApp[] = ['shift', 'nfx', 'titan', 'relic'];

/** A store product id: com.example.shift.monthly, shift_yearly_2026 … */
const productIdSchema = textSchema
  .trim()
  .min(2, m('tooShort2'))
  .max(100, m('tooLong100'))
  .regex(/^[A-Za-z0-9._-]+$/, m('productIdChars'));

const dateSchema = z.iso.date(m('invalid'));

/**
 * A subscription product an app sells (SPEC section 3): its store product id, the kind of
 * subscription it gives, the dates it is offered between and whether it is active.
 */
export const subscriptionSchema = z.object({
  _id: idSchema,
  app: subscriptionAppSchema,
  productId: z.string(),
  type: subscriptionTypeSchema,
  startDate: z.iso.date(),
  endDate: z.iso.date().nullable(),
  activationStatus: z.boolean(),
  lastModified: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** What a subscription is on a day: switched off, not started yet, past its end, or on sale. */
export type SubscriptionState = 'inactive' | 'upcoming' | 'ended' | 'active';

/** The state of `s` on `today` (a calendar date, YYYY-MM-DD): its switch and its dates, both ends included. */
export function subscriptionState(
  s: Pick<Subscription, 'activationStatus' | 'startDate' | 'endDate'>,
  today: string,
): SubscriptionState {
  if (!s.activationStatus) return 'inactive';
  if (s.startDate > today) return 'upcoming';
  if (s.endDate !== null && s.endDate < today) return 'ended';
  return 'active';
}

export const subscriptionInputSchema = z
  .strictObject({
    app: subscriptionAppSchema,
    productId: productIdSchema,
    type: subscriptionTypeSchema,
    startDate: dateSchema,
    endDate: dateSchema.nullable().default(null),
    activationStatus: z.boolean().default(true),
  })
  .refine((s) => s.endDate === null || s.endDate >= s.startDate, {
    path: ['endDate'],
    message: 'endBeforeStart',
  });
export type SubscriptionInput = z.output<typeof subscriptionInputSchema>;

/** GET /subscriptions: every app's subscriptions, grouped by app, newest first in each. */
export const subscriptionsByAppSchema = z.object(
  Object.fromEntries(SUBSCRIPTION_APPS.map((app) => [app, z.array(subscriptionSchema)])) as Record<
    SubscriptionApp,
    z.ZodArray<typeof subscriptionSchema>
  >,
);
export type SubscriptionsByApp = z.infer<typeof subscriptionsByAppSchema>;

export const subscriptionsQuerySchema = z.object({ app: subscriptionAppSchema.optional() });
