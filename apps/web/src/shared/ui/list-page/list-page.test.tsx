// @vitest-environment happy-dom

import { QUICK_PERIODS } from '@signal-desk/domain/date-range';
import { listSearch } from '@signal-desk/domain/page-search';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  useNavigate,
  useRouterState,
} from '@tanstack/react-router';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../locales/en';
import type { ListParams } from '../../api/api-client';
import { ApiError } from '../../api/api-error';
import { renderWithApp } from '../../testing/render';
import { parseUrlSearch, stringifyUrlSearch } from '../../url-search';
import { type ListQuery, ListTable } from './list-table';
import { ListToolbar, PeriodFilter, SelectFilter } from './list-toolbar';
import { RowAction } from './row-action';
import { useConfirm } from './use-confirm';
import { useListState } from './use-list-state';

interface Fruit {
  id: string;
  name: string;
  colour: string;
}

const FRUITS: Fruit[] = [
  { id: 'a', name: 'Apple', colour: 'red' },
  { id: 'b', name: 'Banana', colour: 'yellow' },
];
const done = (rows: Fruit[], total = rows.length): ListQuery<Fruit> => ({
  isPending: false,
  isError: false,
  error: null,
  data: { data: rows, total },
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A phone's width: the theme's `down('md')` query matches. */
function onPhone() {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: media.includes('max-width'),
    media,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

function Fruits({
  query,
  onDelete,
}: {
  query: ListQuery<Fruit>;
  onDelete?: (fruit: Fruit) => Promise<void>;
}) {
  const confirm = useConfirm();
  return (
    <>
      <ListTable
        label="Fruits"
        query={query}
        emptyText="No fruit yet"
        rowKey={(fruit) => fruit.id}
        columns={[
          { header: 'Name', cell: (fruit) => fruit.name },
          { header: 'Colour', cell: (fruit) => fruit.colour },
        ]}
        actions={(fruit) => (
          <RowAction
            label={`Delete ${fruit.name}`}
            icon="×"
            onClick={() =>
              confirm.ask({
                title: 'Delete fruit',
                message: `Delete ${fruit.name}?`,
                confirmLabel: 'Delete',
                run: () => onDelete?.(fruit) ?? Promise.resolve(),
              })
            }
          />
        )}
        details={{
          header: 'More',
          show: 'Show more',
          hide: 'Show less',
          has: (fruit) => fruit.id === 'a',
          of: (fruit) => `All about ${fruit.name}`,
        }}
      />
      {confirm.dialog}
    </>
  );
}

interface FruitSearch {
  page?: number;
  perPage?: number;
  search?: string;
  colour?: string;
}
const fruitSearch = (raw: Record<string, unknown>): FruitSearch => ({
  ...listSearch.parse(raw),
  colour: typeof raw.colour === 'string' ? raw.colour : undefined,
});
/** The list parameters each render of the page asked for. */
const seen: ListParams[] = [];

/** A list page: its search, a filter, the period and the pager all in the URL. */
function FruitsPage({ total }: { total: number }) {
  const search = fruitSearch(useRouterState({ select: (state) => state.location.search }));
  const navigate = useNavigate();
  const list = useListState(search, (next) => void navigate({ to: '/', search: next, replace: true }), {
    perPage: 50,
  });
  seen.push(list.params);
  const [period, setPeriod] = useState<string | undefined>(undefined);
  return (
    <ListTable
      label="Fruits"
      query={done(FRUITS, total)}
      list={list}
      toolbar={
        <ListToolbar search={{ list, label: 'Search fruit' }}>
          <SelectFilter
            label="Colour"
            value={list.search.colour}
            options={['red', 'yellow']}
            labelOf={(colour) => colour}
            all="All colours"
            onChange={(colour) => list.filter({ colour })}
          />
          <PeriodFilter
            label="Period"
            periods={QUICK_PERIODS}
            value={period}
            all="All time"
            labelOf={(p) => `period ${p}`}
            onChange={setPeriod}
          />
        </ListToolbar>
      }
      rowKey={(fruit) => fruit.id}
      columns={[{ header: 'Name', cell: (fruit) => fruit.name }]}
    />
  );
}

/** The page on a memory router opened at `url`, the app's way of reading and writing queries. */
async function renderListPage(url: string, total = 95) {
  seen.length = 0;
  const root = createRootRoute({ component: () => <FruitsPage total={total} /> });
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: [url] }),
    parseSearch: parseUrlSearch,
    stringifySearch: stringifyUrlSearch,
  });
  await renderWithApp(<RouterProvider router={router} />);
  await screen.findByRole('table', { name: 'Fruits' });
  return { router, seen };
}

describe('ListTable', () => {
  it('names each row by its first column and puts its actions last', async () => {
    await renderWithApp(<Fruits query={done(FRUITS)} />);
    const table = screen.getByRole('table', { name: 'Fruits' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Colour', 'More', en.common.actions]);
    const apple = within(table).getByRole('row', { name: /Apple/ });
    expect(within(apple).getByRole('rowheader').textContent).toBe('Apple');
    expect(within(apple).getByRole('button', { name: 'Delete Apple' })).toBeTruthy();
  });

  it('says the list is loading, failed with the reason, or empty in its own words', async () => {
    const view = await renderWithApp(
      <Fruits query={{ isPending: true, isError: false, error: null, data: undefined }} />,
    );
    expect(screen.getByRole('progressbar', { name: en.common.loading })).toBeTruthy();
    const failure = new ApiError(503, 'unavailable', 'The server is down');
    view.rerender(<Fruits query={{ isPending: false, isError: true, error: failure, data: undefined }} />);
    await screen.findByText(/^The list could not be loaded: /);
    view.rerender(<Fruits query={done([])} />);
    await screen.findByText('No fruit yet');
    expect(screen.queryByRole('row', { name: /Apple/ })).toBeNull();
  });

  it('opens a row to show its details, one row at a time, only rows that have any', async () => {
    const user = userEvent.setup();
    await renderWithApp(<Fruits query={done(FRUITS)} />);
    const banana = screen.getByRole('row', { name: /Banana/ });
    expect(within(banana).queryByRole('button', { name: 'Show more' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show more' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(screen.getByText('All about Apple')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.queryByText('All about Apple')).toBeNull();
  });

  it('asks before a row action, stays busy until it settles, then closes; Cancel does nothing', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const onDelete = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await renderWithApp(<Fruits query={done(FRUITS)} onDelete={onDelete} />);

    await user.click(screen.getByRole('button', { name: 'Delete Banana' }));
    const asked = screen.getByRole('dialog', { name: 'Delete fruit' });
    expect(within(asked).getByText('Delete Banana?')).toBeTruthy();
    await user.click(within(asked).getByRole('button', { name: en.common.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Apple' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete fruit' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(FRUITS[0]);
    // Busy while the deletion runs: MUI's loading button is disabled.
    await waitFor(() =>
      expect((within(dialog).getByRole('button', { name: /Delete/ }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows one card per row on a phone, titled by the first column, with its actions and details', async () => {
    onPhone();
    const user = userEvent.setup();
    await renderWithApp(<Fruits query={done(FRUITS)} />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Fruits' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const apple = cards[0] as HTMLElement;
    expect(within(apple).getByRole('heading', { name: 'Apple' })).toBeTruthy();
    expect(within(apple).getByText('Colour:')).toBeTruthy();
    expect(within(apple).getByText('red')).toBeTruthy();
    await user.click(within(apple).getByRole('button', { name: 'Show more' }));
    expect(within(apple).getByText('All about Apple')).toBeTruthy();
    expect(within(apple).getByRole('button', { name: 'Delete Apple' })).toBeTruthy();
  });

  it('says so on a phone too when the list is empty', async () => {
    onPhone();
    await renderWithApp(<Fruits query={done([])} />);
    expect(within(screen.getByRole('list', { name: 'Fruits' })).getByText('No fruit yet')).toBeTruthy();
  });
});

describe('useListState with the toolbar and the pager', () => {
  it('reads page, page size and search from the URL, the page default left out', async () => {
    const { seen } = await renderListPage('/?page=2&search=app');
    expect(seen.at(-1)).toEqual({ page: 2, perPage: 50, search: 'app', sort: undefined });
    expect((screen.getByRole('searchbox', { name: 'Search fruit' }) as HTMLInputElement).value).toBe('app');
    expect(screen.getByText('51–95 of 95')).toBeTruthy();
  });

  it('writes the typed search once typing pauses, back on page 1', async () => {
    const user = userEvent.setup();
    const { router } = await renderListPage('/?page=2');
    await user.type(screen.getByRole('searchbox', { name: 'Search fruit' }), 'kiwi');
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'kiwi' }));
  });

  it('sets a filter back on page 1 and lifts it with its "all" option', async () => {
    const user = userEvent.setup();
    const { router } = await renderListPage('/?page=3&perPage=10');
    // No filter chosen: the box says so rather than staying blank.
    expect(screen.getByRole('combobox', { name: 'Colour' }).textContent).toContain('All colours');
    await user.click(screen.getByRole('combobox', { name: 'Colour' }));
    await user.click(screen.getByRole('option', { name: 'yellow' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ perPage: 10, colour: 'yellow' }));
    await user.click(screen.getByRole('combobox', { name: 'Colour' }));
    await user.click(screen.getByRole('option', { name: 'All colours' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ perPage: 10 }));
  });

  it('keeps a filter value the options do not hold yet on show', async () => {
    await renderListPage('/?colour=green');
    expect(screen.getByRole('combobox', { name: 'Colour' }).textContent).toContain('green');
  });

  it('pages forward and changes the page size, which goes back to page 1 (the default size left out)', async () => {
    const user = userEvent.setup();
    const { router } = await renderListPage('/?perPage=20');
    await user.click(screen.getByRole('button', { name: en.list.nextPage }));
    await waitFor(() => expect(router.state.location.search).toEqual({ perPage: 20, page: 2 }));
    await user.click(screen.getByRole('combobox', { name: en.list.rowsPerPage }));
    await user.click(screen.getByRole('option', { name: '50' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('presses one quick period at a time, "all" lifting it', async () => {
    const user = userEvent.setup();
    await renderListPage('/');
    const period = screen.getByRole('group', { name: 'Period' });
    const pressed = () =>
      within(period)
        .getAllByRole('button')
        .filter((button) => button.getAttribute('aria-pressed') === 'true')
        .map((button) => button.textContent);
    expect(pressed()).toEqual(['All time']);
    await user.click(within(period).getByRole('button', { name: 'period week' }));
    expect(pressed()).toEqual(['period week']);
    await user.click(within(period).getByRole('button', { name: 'All time' }));
    expect(pressed()).toEqual(['All time']);
  });
});
