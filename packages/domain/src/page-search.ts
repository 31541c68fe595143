import { z } from 'zod';
import { activityLogQuerySchema } from './activity-log';
import { appSchema, quoteProviderSchema, signalTypeSchema } from './apps';
import { channelPostListQuerySchema } from './channels';
import { quickPeriodSchema } from './date-range';
import { idSchema, textSchema } from './fields';
import { listQuerySchema } from './http';
import { CURRENCY_TYPES } from './markets';
import { NOTIFICATION_MENU_APPS, notificationListQuerySchema } from './notifications';
import { orderReportListQuerySchema } from './partner';
import { statsQuerySchema } from './stats';
import { subscriptionsQuerySchema } from './subscriptions';

/**
 * The query of each web page's URL (its `?...`), checked by the router before the page renders. A page
 * that lists an API resource takes the fields of that resource's API query, so the URL and the call
 * are read by the same rules. Every field is optional and a bad value is dropped rather than refused:
 * a mistyped or outdated link opens the page with that filter off, never an error page.
 */
type Lenient<S extends Record<string, z.ZodType>> = { [K in keyof S]: z.ZodCatch<z.ZodOptional<S[K]>> };

export function lenientSearch<S extends Record<string, z.ZodType>>(shape: S) {
  const fields: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(shape)) fields[name] = field.optional().catch(undefined);
  return z.object(fields) as unknown as z.ZodObject<Lenient<S>>;
}

/** The paging and search text every server-paged list keeps in its URL. */
const listShape = listQuerySchema.pick({ page: true, perPage: true, search: true }).shape;

/** Pages without a query of their own. */
export const noSearch = z.object({});

/** `?app=`: the app a page works on. */
export const appPageSearch = lenientSearch({ app: appSchema });

/** The sign-in page: where to go once signed in (checked again before it is followed). */
export const signInSearch = lenientSearch({ redirect: textSchema.max(2000) });

export const listSearch = lenientSearch(listShape);
export const currenciesSearch = lenientSearch({ ...listShape, type: z.enum(CURRENCY_TYPES) });
/** Quote providers as the URL carries them (`?provider=2`). */
export const pairsSearch = lenientSearch({
  ...listShape,
  type: z.enum(CURRENCY_TYPES),
  provider: z.coerce.number().pipe(quoteProviderSchema),
});

export const subscriptionsSearch = lenientSearch(subscriptionsQuerySchema.shape);
export const faqSearch = lenientSearch({ app: appSchema, category: idSchema });

/** The trade idea desk: the app, and what narrows its list (`status` is a comma list or `all`). */
export const signalListSearch = lenientSearch({
  app: appSchema,
  signalType: signalTypeSchema,
  status: textSchema.max(200),
  trader: idSchema,
  period: quickPeriodSchema,
  search: listQuerySchema.shape.search.unwrap(),
});
export const signalCreationSearch = lenientSearch({ app: appSchema, signalType: signalTypeSchema });
/** The page after sending: the idea's readable id and its `_id`, to link to it. */
export const signalSuccessSearch = lenientSearch({
  app: appSchema,
  signalType: signalTypeSchema,
  id: textSchema.max(64),
  signal: idSchema,
});

export const notificationsSearch = lenientSearch(notificationListQuerySchema.shape);
/** Sending a push: one of the apps the menu offers. */
export const notificationAddSearch = lenientSearch({ app: z.enum(NOTIFICATION_MENU_APPS) });
export const orderReportsSearch = lenientSearch(orderReportListQuerySchema.shape);
export const channelPostsSearch = lenientSearch(channelPostListQuerySchema.shape);
export const activityLogSearch = lenientSearch(activityLogQuerySchema.shape);
export const statsSearch = lenientSearch(statsQuerySchema.shape);
