// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { de } from '../../../locales/de';
import { renderWithApp } from '../../../shared/testing/render';
import { fakeApi, on } from '../../../shared/testing/render-api';
import { FilterForm } from './filter-form';

afterEach(cleanup);

const noFilters = () =>
  fakeApi(on('GET', '/api/filters', () => ({ body: { data: [], total: 0, page: 1, perPage: 200 } })));

describe('filter form in German', () => {
  it('shows the position in German and sends what was typed, every digit', async () => {
    noFilters();
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    await renderWithApp(
      <FilterForm
        type="category"
        initial={{ app: 'shift', label: 'Markt', position: 1200 }}
        busy={false}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
      { locale: 'de' },
    );
    const position = screen.getByRole('textbox', { name: de.content.filters.position });
    expect((position as HTMLInputElement).value).toBe('1200');
    await user.clear(position);
    await user.type(position, '7.500,0');
    await user.click(screen.getByRole('button', { name: de.common.save }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ position: 7500 }));
  });

  it('refuses a position that reads two ways, on its field, and sends nothing', async () => {
    noFilters();
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    await renderWithApp(
      <FilterForm
        type="category"
        initial={{ app: 'shift', label: 'Markt', position: 0 }}
        busy={false}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
      { locale: 'de' },
    );
    const position = screen.getByRole('textbox', { name: de.content.filters.position });
    await user.clear(position);
    await user.type(position, '90.000');
    await user.click(screen.getByRole('button', { name: de.common.save }));
    expect(await screen.findByText(de.validation.numberAmbiguous)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
