import {
  APP_INFO,
  type App,
  appSchema,
  DEFAULT_APP,
  type SignalType,
  signalTypeSchema,
} from '@signal-desk/domain/apps';
import { type QuickPeriod, quickPeriodSchema } from '@signal-desk/domain/date-range';
import { idSchema } from '@signal-desk/domain/fields';
import { OPEN_STATUSES, type SignalStatus, signalStatusSchema } from '@signal-desk/domain/signal';

/** The list's `status` value that asks for every status (no value means the open ones). */
export const ALL_STATUSES = 'all';

/** What narrows a list of trade ideas; kept in the URL so a link or a reload shows the same list. */
export interface SignalListFilters {
  signalType?: SignalType;
  status: SignalStatus[];
  trader?: string;
  period?: QuickPeriod;
  search?: string;
}

export interface SignalListSearch {
  app: App;
  /** Whether the URL named the app (the list of shift shows otherwise). */
  appChosen: boolean;
  filters: SignalListFilters;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Reads the list's URL query; unknown values are dropped rather than refused. */
export function parseSignalListSearch(search: Record<string, unknown>): SignalListSearch {
  const app = appSchema.safeParse(search.app);
  const chosenApp = app.success ? app.data : DEFAULT_APP;
  const signalType = signalTypeSchema.safeParse(search.signalType);
  // No status in the URL: the open ideas (the page is "Active trade ideas"); `all` shows every status.
  const rawStatus = search.status === undefined ? OPEN_STATUSES.join(',') : text(search.status);
  const statuses = (rawStatus === ALL_STATUSES ? '' : rawStatus)
    .split(',')
    .map((status) => signalStatusSchema.safeParse(status.trim()))
    .flatMap((status) => (status.success ? [status.data] : []));
  const trader = idSchema.safeParse(search.trader);
  const period = quickPeriodSchema.safeParse(search.period);
  const searchText = text(search.search);
  return {
    app: chosenApp,
    appChosen: app.success,
    filters: {
      signalType:
        signalType.success && APP_INFO[chosenApp].signalTypes.includes(signalType.data)
          ? signalType.data
          : undefined,
      status: [...new Set(statuses)],
      trader: trader.success ? trader.data : undefined,
      period: period.success ? period.data : undefined,
      search: searchText || undefined,
    },
  };
}

/** The URL query for an app and its filters (empty filters left out). */
export function signalListSearchOf(app: App, filters: SignalListFilters): Record<string, string> {
  const search: Record<string, string> = { app };
  if (filters.signalType) search.signalType = filters.signalType;
  const open =
    filters.status.length === OPEN_STATUSES.length && OPEN_STATUSES.every((s) => filters.status.includes(s));
  if (filters.status.length === 0) search.status = ALL_STATUSES;
  else if (!open) search.status = filters.status.join(',');
  if (filters.trader) search.trader = filters.trader;
  if (filters.period) search.period = filters.period;
  if (filters.search) search.search = filters.search;
  return search;
}

/** The API query of GET /signals (and its CSV export) for an app and its filters. */
export function signalListQueryOf(app: App, filters: SignalListFilters): Record<string, string | undefined> {
  return {
    app,
    signalType: filters.signalType,
    status: filters.status.length > 0 ? filters.status.join(',') : undefined,
    trader: filters.trader,
    period: filters.period,
    search: filters.search,
    sort: '-createdAt',
  };
}

/** External apps have their own list endpoint (GET /signals/external). */
export const signalListPath = (app: App) => (APP_INFO[app].externalKey ? '/signals/external' : '/signals');
