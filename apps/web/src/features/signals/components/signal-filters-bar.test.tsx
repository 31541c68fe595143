// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../shared/testing/render';
import { SignalFiltersBar } from './signal-filters-bar';
import type { SignalListFilters } from './signal-list-search';

const traders = [
  { _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a01', nickname: 'elsa', name: 'Elsa' },
  { _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a02', nickname: 'omar', name: 'Omar' },
];

afterEach(cleanup);

async function renderBar(filters: SignalListFilters, app: 'shift' | 'titan' = 'shift') {
  const onChange = vi.fn();
  await renderWithApp(<SignalFiltersBar app={app} filters={filters} onChange={onChange} traders={traders} />);
  return onChange;
}

describe('SignalFiltersBar', () => {
  it('sets and clears the quick period', async () => {
    const user = userEvent.setup();
    const onChange = await renderBar({ status: [], period: 'week' });
    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    expect(onChange).toHaveBeenLastCalledWith({ status: [], period: 'month' });
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(onChange).toHaveBeenLastCalledWith({ status: [], period: undefined });
  });

  it('adds statuses to the filter, several at once', async () => {
    const user = userEvent.setup();
    const onChange = await renderBar({ status: ['pending'] });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Won' }));
    expect(onChange).toHaveBeenLastCalledWith({ status: ['pending', 'won'] });
  });

  it('filters by trader and back to all traders', async () => {
    const user = userEvent.setup();
    const onChange = await renderBar({ status: [], trader: traders[0]?._id });
    expect(screen.getByRole('combobox', { name: 'Trader' }).textContent).toContain('elsa');
    await user.click(screen.getByRole('combobox', { name: 'Trader' }));
    await user.click(screen.getByRole('option', { name: 'omar' }));
    expect(onChange).toHaveBeenLastCalledWith({ status: [], trader: traders[1]?._id });
  });

  it('offers the signal type only for apps with two, and writes the search once typing pauses', async () => {
    const user = userEvent.setup();
    const onChange = await renderBar({ status: [] }, 'titan');
    expect(screen.getByRole('combobox', { name: 'Signal type' })).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search by id, pair or strategy' }), 'EUR');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ status: [], search: 'EUR' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    cleanup();
    await renderBar({ status: [] }, 'shift');
    expect(screen.queryByRole('combobox', { name: 'Signal type' })).toBeNull();
  });
});
