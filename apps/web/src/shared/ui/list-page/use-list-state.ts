import { DEFAULT_PER_PAGE } from '@signal-desk/domain/http';
import type { ListParams } from '../../api/api-client';
import { useTypedUrlText } from '../../hooks/use-typed-url-text';

/** What every list page's URL may carry (its route's schema adds the page's own filters). */
export interface ListSearch {
  page?: number;
  perPage?: number;
  search?: string;
}

interface ListOptions {
  /** The API's order of the list. */
  sort?: string;
  /** The page size while the URL names none. */
  perPage?: number;
}

/** The search without its empty values and its defaults, so a URL says only what differs. */
function tidy<S extends ListSearch>(search: S, perPage: number): S {
  const next = { ...search };
  for (const key of Object.keys(next) as (keyof S)[]) {
    const value = next[key];
    const isDefault = (key === 'page' && value === 1) || (key === 'perPage' && value === perPage);
    if (value === undefined || value === '' || isDefault) delete next[key];
  }
  return next;
}

/**
 * The state of a list page, all of it in the URL so a link or a reload shows the same list: the search
 * text (typed at once, written once typing pauses), the page's filters, the page and the page size.
 * `search` is the page's query as its route validated it; `write` puts a new one in the URL. Changing
 * the search text or a filter goes back to the first page.
 */
export function useListState<S extends ListSearch>(
  search: S,
  write: (next: S) => void,
  { sort, perPage = DEFAULT_PER_PAGE }: ListOptions = {},
) {
  const update = (patch: Partial<S>) => write(tidy({ ...search, ...patch }, perPage));
  const text = search.search ?? '';
  const typed = useTypedUrlText(text, (typedText) =>
    update({ search: typedText, page: undefined } as Partial<S>),
  );
  const params: ListParams = {
    page: search.page ?? 1,
    perPage: search.perPage ?? perPage,
    search: text || undefined,
    sort,
  };
  return {
    search,
    params,
    text: typed.text,
    setText: typed.setText,
    /** Writes what is typed now (an export of what the list will show), and returns it. */
    flushText: typed.flush,
    /** Sets filters of the page, back on its first page. */
    filter: (patch: Partial<S>) => update({ ...patch, page: undefined }),
    setPage: (page: number) => update({ page } as Partial<S>),
    setPerPage: (perPage: number) => update({ perPage, page: undefined } as Partial<S>),
  };
}

export type ListState<S extends ListSearch> = ReturnType<typeof useListState<S>>;
