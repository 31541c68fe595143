import type { SignalChangeMessage } from '@signal-desk/domain/live';
import type { SignalSummary } from '@signal-desk/domain/signal';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { QUERY_KEYS } from '../api/query-keys';

/**
 * A signal change from the live channel, applied to the cached trade-idea queries in place (the
 * contract of the signals feature's query keys, see QUERY_KEYS.signals):
 * - lists `['signals', 'list', app, filters]` (pages of rows, newest first): the row with the same
 *   _id is replaced by a newer version; a newly created idea of the list's app that passes its filters
 *   is put first; one moved to the recycle bin, or whose change fails the list's filters, leaves it;
 * - the recycle bin `['signals', 'recycle', app]`: rows replaced, restored ones leave;
 * - one idea `['signals', 'detail', id]`: the summary's fields laid over it;
 * - its trail `['signals', 'log', id]`: fetched again, so an open trail grows.
 */

interface Page {
  data: SignalSummary[];
  total?: number;
}
/** A list as cached: one page, or the pages of an infinite query. */
type ListData = Page | { pages: Page[]; pageParams: unknown[] };

const CREATED_KINDS = ['create signal', 'external titan create signal'];

/** What the list's filters say about a row, where the summary can tell; null when it cannot. */
function passesFilters(signal: SignalSummary, filters: unknown): boolean | null {
  if (filters === undefined || filters === null) return true;
  if (typeof filters !== 'object') return null;
  const { signalType, status, trader, search, ...rest } = filters as Record<string, unknown>;
  if (typeof search === 'string' && search.trim() !== '') return null;
  if (signalType !== undefined && signalType !== signal.signalType) return false;
  if (Array.isArray(status) && status.length > 0 && !status.includes(signal.status)) return false;
  if (trader !== undefined && trader !== signal.trader._id) return false;
  // Quick periods (today, last week, ...) all hold a trade idea created just now.
  return Object.keys(rest).every((key) => key === 'period');
}

const pagesOf = (data: ListData): Page[] => ('pages' in data ? data.pages : [data]);

function withPages(data: ListData, pages: Page[]): ListData {
  return 'pages' in data ? { ...data, pages } : (pages[0] as Page);
}

export type ListUpdate = { data: ListData } | { refetch: true } | null;

/**
 * The new content of one cached list for a change, `{refetch}` when only the server can tell where the
 * idea goes, or null when the list is unaffected.
 */
export function updateList(
  data: ListData,
  list: { kind: 'list' | 'recycle'; app: unknown; filters?: unknown },
  { change, signal }: SignalChangeMessage,
): ListUpdate {
  if (list.app !== signal.app) return null;
  const pages = pagesOf(data);
  const belongs = list.kind === 'recycle' ? signal.softDelete : !signal.softDelete;
  const present = pages.some((page) => page.data.some((row) => row._id === signal._id));

  if (present) {
    // A row whose new status (say closed) no longer passes the list's filters (Pending, Active) leaves.
    const stillMatches = list.kind !== 'list' || passesFilters(signal, list.filters) !== false;
    const newer = pages.some((page) =>
      page.data.some((row) => row._id === signal._id && row.version <= signal.version),
    );
    if (!belongs || (!stillMatches && newer)) {
      return {
        data: withPages(
          data,
          pages.map((page) => ({
            ...page,
            data: page.data.filter((row) => row._id !== signal._id),
            ...(page.total === undefined ? {} : { total: Math.max(0, page.total - 1) }),
          })),
        ),
      };
    }
    let changed = false;
    const next = pages.map((page) => ({
      ...page,
      data: page.data.map((row) => {
        if (row._id !== signal._id || row.version > signal.version) return row;
        changed = true;
        return signal;
      }),
    }));
    return changed ? { data: withPages(data, next) } : null;
  }

  if (!belongs) return null;
  const created = change.kinds.some((kind) => CREATED_KINDS.includes(kind));
  if (list.kind === 'list' && created) {
    const passes = passesFilters(signal, list.filters);
    if (passes === false) return null;
    if (passes === null) return { refetch: true };
    const [first, ...rest] = pages;
    if (!first) return { refetch: true };
    const bump = (page: Page) => (page.total === undefined ? page : { ...page, total: page.total + 1 });
    return { data: withPages(data, [{ ...bump(first), data: [signal, ...first.data] }, ...rest.map(bump)]) };
  }
  // Sent to the recycle bin or restored from it: its place in the order is the server's to say. A
  // change to an older idea outside the loaded rows leaves them as they are.
  if (list.kind === 'recycle' || change.kinds.includes('signal restored')) return { refetch: true };
  return null;
}

const listKey = (key: QueryKey) => ({
  kind: key[1] as 'list' | 'recycle',
  app: key[2],
  filters: key[3],
});

export function updateSignalCaches(queryClient: QueryClient, message: SignalChangeMessage) {
  const { signal } = message;
  for (const kind of ['list', 'recycle'] as const) {
    const queries = queryClient.getQueriesData<ListData>({ queryKey: [...QUERY_KEYS.signals, kind] });
    for (const [key, data] of queries) {
      if (!data) continue;
      const update = updateList(data, { ...listKey(key), kind }, message);
      if (!update) continue;
      if ('refetch' in update) void queryClient.invalidateQueries({ queryKey: key, exact: true });
      else queryClient.setQueryData(key, update.data);
    }
  }
  queryClient.setQueryData<SignalSummary>([...QUERY_KEYS.signals, 'detail', signal._id], (old) =>
    old && old.version <= signal.version ? { ...old, ...signal } : old,
  );
  void queryClient.invalidateQueries({ queryKey: [...QUERY_KEYS.signals, 'log', signal._id] });
}
