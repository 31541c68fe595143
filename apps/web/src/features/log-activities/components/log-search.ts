import { activityKindSchema } from '@signal-desk/domain/activity';
import { appSchema } from '@signal-desk/domain/apps';
import { type StatsPeriod, statsPeriodSchema } from '@signal-desk/domain/date-range';

/** The log screen's filters, kept in the URL; a bad value is dropped rather than refused. */
export interface LogFilters {
  eventType?: string;
  userName?: string;
  signalId?: string;
  app?: string;
  period?: StatsPeriod;
  from?: string;
  to?: string;
  page: number;
}

const day = /^\d{4}-\d{2}-\d{2}$/;
const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

export function parseLogSearch(search: Record<string, unknown>): LogFilters {
  const eventType = activityKindSchema.safeParse(search.eventType);
  const app = appSchema.safeParse(search.app);
  const period = statsPeriodSchema.safeParse(search.period);
  const page = Number(search.page);
  const from = text(search.from, 10);
  const to = text(search.to, 10);
  return {
    eventType: eventType.success ? eventType.data : undefined,
    userName: text(search.userName, 150) || undefined,
    signalId: text(search.signalId, 64) || undefined,
    app: app.success ? app.data : undefined,
    period: period.success ? period.data : undefined,
    from: !period.success && day.test(from) ? from : undefined,
    to: !period.success && day.test(to) ? to : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The API query of the filters, without the page. */
export function logQueryOf({ page: _page, ...filters }: LogFilters): Record<string, string | undefined> {
  return filters;
}
