// @vitest-environment happy-dom
import { type Filter, filterSchema } from '@signal-desk/domain/content';
import { languagesSchema } from '@signal-desk/domain/translation';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { de } from '../../../locales/de';
import { en } from '../../../locales/en';
import { ApiError } from '../../../shared/api/api-error';
import { answerData, answerList, serveApi } from '../../../shared/testing/api-server';
import { renderWithApp } from '../../../shared/testing/render';
import { FilterForm } from './filter-form';

const texts = en.content.filters;
const markets: Filter = {
  _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4b21',
  app: 'shift',
  type: 'category',
  parentId: null,
  label: 'Markets',
  translationKey: '',
  typeSelection: 'single',
  position: 0,
  is_selected: false,
  filterData: [],
  translations: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function serveFilters(filters: Filter[] = []) {
  return serveApi(
    answerList('/api/filters', filterSchema, filters),
    answerData('GET', '/api/languages/list', languagesSchema, {
      languages: [{ code: 'en', name: 'English' }],
      translation: { available: false, provider: null },
    }),
  );
}

afterEach(cleanup);

describe('FilterForm: an item with options', () => {
  const openItem = async (onSubmit: (input: unknown) => Promise<unknown>) => {
    serveFilters([markets]);
    const user = userEvent.setup();
    await renderWithApp(
      <FilterForm type="item" initial={{ app: 'shift' }} onSubmit={onSubmit} onCancel={() => {}} />,
    );
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${texts.label}`) }), 'Asset class');
    await user.click(screen.getByRole('combobox', { name: new RegExp(`^${texts.category}`) }));
    await user.click(await screen.findByRole('option', { name: 'Markets' }));
    return user;
  };
  const optionField = (name: string, number: number) =>
    screen.getAllByRole('textbox', { name }).at(number - 1) as HTMLInputElement;

  it('sends the label, category and each option typed', async () => {
    const onSubmit = vi.fn(async () => {});
    const user = await openItem(onSubmit);
    await user.type(optionField(texts.optionId, 1), 'fx');
    await user.type(optionField(texts.optionLabel, 1), 'Forex');
    await user.click(screen.getByRole('button', { name: texts.addOption }));
    await user.type(optionField(texts.optionId, 2), 'crypto');
    await user.type(optionField(texts.optionLabel, 2), 'Crypto');
    await user.click(screen.getByRole('button', { name: en.common.save }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'item',
        label: 'Asset class',
        parentId: markets._id,
        filterData: [
          { id: 'fx', label: 'Forex', is_selected: false, translations: {} },
          { id: 'crypto', label: 'Crypto', is_selected: false, translations: {} },
        ],
      }),
    );
  });

  it('marks a repeated option id on the second option only, and sends nothing', async () => {
    const onSubmit = vi.fn(async () => {});
    const user = await openItem(onSubmit);
    await user.type(optionField(texts.optionId, 1), 'fx');
    await user.type(optionField(texts.optionLabel, 1), 'Forex');
    await user.click(screen.getByRole('button', { name: texts.addOption }));
    await user.type(optionField(texts.optionId, 2), 'fx');
    await user.type(optionField(texts.optionLabel, 2), 'Forex again');
    await user.click(screen.getByRole('button', { name: en.common.save }));

    await waitFor(() => expect(optionField(texts.optionId, 2).getAttribute('aria-invalid')).toBe('true'));
    expect(optionField(texts.optionId, 1).getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByText(en.validation.taken)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says an item needs an option when the last one is removed', async () => {
    const onSubmit = vi.fn(async () => {});
    const user = await openItem(onSubmit);
    await user.click(screen.getByRole('button', { name: texts.removeOption.replace('{{number}}', '1') }));
    await user.click(screen.getByRole('button', { name: en.common.save }));

    expect(await screen.findByText(en.validation.filtersRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts the server’s error on the option field it names', async () => {
    const refusal = new ApiError(400, 'bad_request', 'Invalid input', [
      { path: 'filterData.0.label', message: 'Must be at most 100 characters', code: 'tooLong100' },
    ]);
    const user = await openItem(async () => Promise.reject(refusal));
    await user.type(optionField(texts.optionId, 1), 'fx');
    await user.type(optionField(texts.optionLabel, 1), 'Forex');
    await user.click(screen.getByRole('button', { name: en.common.save }));

    await waitFor(() => expect(optionField(texts.optionLabel, 1).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(en.validation.tooLong100)).toBeTruthy();
    expect(optionField(texts.optionId, 1).getAttribute('aria-invalid')).toBe('false');
  });
});

describe('FilterForm in German', () => {
  it('shows the position in German and sends what was typed, every digit', async () => {
    serveFilters();
    const onSubmit = vi.fn(async () => {});
    const user = userEvent.setup();
    await renderWithApp(
      <FilterForm
        type="category"
        initial={{ app: 'shift', label: 'Markt', position: 1200 }}
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
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ position: 7500 })));
  });

  it('refuses a position that reads two ways, on its field, and sends nothing', async () => {
    serveFilters();
    const onSubmit = vi.fn(async () => {});
    const user = userEvent.setup();
    await renderWithApp(
      <FilterForm
        type="category"
        initial={{ app: 'shift', label: 'Markt', position: 0 }}
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
    expect(position.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
