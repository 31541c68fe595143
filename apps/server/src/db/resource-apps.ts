import type { AppResource } from '@signal-desk/domain/access';
import { APPS, type App } from '@signal-desk/domain/apps';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import {
  banners,
  channels,
  customers,
  faqCategories,
  faqs,
  filters,
  masteries,
  signals,
  subscriptions,
  takeProfitRules,
} from './schema';

/** The table of each app-dependent resource of the access table; each has an `id` and an `app`. */
const TABLES = {
  signal: signals,
  banner: banners,
  faq: faqs,
  'faq-category': faqCategories,
  filter: filters,
  mastery: masteries,
  subscription: subscriptions,
  customer: customers,
  'take-profit-rule': takeProfitRules,
  channel: channels,
} as const satisfies Record<AppResource, unknown>;

/**
 * The app of one row, for the access hook's app check (one primary-key read); undefined when there is
 * no such row, which the route then answers with its own 404.
 */
export async function appOfResource(db: Db, resource: AppResource, id: string): Promise<App | undefined> {
  const table = TABLES[resource];
  const [row] = await db
    .select({ app: table.app })
    .from(table as typeof signals)
    .where(eq(table.id, id));
  const app = row?.app as string | undefined;
  return APPS.includes(app as App) ? (app as App) : undefined;
}
