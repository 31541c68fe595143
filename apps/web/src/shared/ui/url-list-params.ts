import { DEFAULT_PER_PAGE } from '@signal-desk/domain/http';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ListParams } from '../api/api-client';
import { useTypedUrlText } from '../hooks/use-typed-url-text';

/** A URL value as text: the router reads `?search=123` as the number 123. */
const textOf = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
const wholeOf = (value: unknown, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= 200 ? number : fallback;
};

/**
 * Search text, page, page size and the page's own filters of a server-paged list, kept in the URL so a
 * link or a reload shows the same list; the search box writes to the URL once typing pauses. `sort` is
 * the list's fixed order.
 */
export function useUrlListParams<K extends string>(sort: string, filterNames: readonly K[] = []) {
  const navigate = useNavigate();
  const query = useSearch({ strict: false }) as Record<string, unknown>;
  const inUrl = textOf(query.search);
  const page = wholeOf(query.page, 1);
  const perPage = wholeOf(query.perPage, DEFAULT_PER_PAGE);
  const filters = Object.fromEntries(filterNames.map((name) => [name, textOf(query[name])])) as Record<
    K,
    string
  >;

  // From the URL as it is when the navigation runs: the pager sets the size, then the page, in one go.
  const write = (patch: Record<string, string | number>) =>
    void navigate({
      to: '.',
      search: ((previous: Record<string, unknown>) => {
        const next: Record<string, unknown> = { ...previous };
        for (const [name, value] of Object.entries(patch)) {
          const dropped =
            value === '' ||
            (name === 'page' && value === 1) ||
            (name === 'perPage' && value === DEFAULT_PER_PAGE);
          if (dropped) delete next[name];
          else next[name] = value;
        }
        return next;
      }) as never,
      replace: true,
    });

  const { text: search, setText: setSearch } = useTypedUrlText(inUrl, (text) =>
    write({ search: text, page: 1 }),
  );

  const params: ListParams = { page, perPage, search: inUrl, sort };
  return {
    params,
    search,
    setSearch,
    filters,
    setFilter: (name: K, value: string) => write({ [name]: value, page: 1 }),
    setPage: (next: number) => write({ page: next }),
    setPerPage: (next: number) => write({ perPage: next, page: 1 }),
  };
}
