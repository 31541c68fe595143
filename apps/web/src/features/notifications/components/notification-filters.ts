import { quickPeriodSchema } from '@signal-desk/domain/date-range';
import {
  type NotificationListQuery,
  notificationAppSchema,
  notificationTypeSchema,
} from '@signal-desk/domain/notifications';

/** The history's filters from the page's query (anything unknown is dropped). */
export function parseNotificationSearch(search: Record<string, unknown>): NotificationListQuery {
  const page = Number(search.page);
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    app: notificationAppSchema.optional().catch(undefined).parse(search.app),
    type: notificationTypeSchema.optional().catch(undefined).parse(search.type),
    date: quickPeriodSchema.optional().catch(undefined).parse(search.date),
  };
}
