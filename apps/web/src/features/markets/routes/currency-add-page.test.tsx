// @vitest-environment happy-dom
import { currencySchema } from '@signal-desk/domain/markets';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { de } from '../../../locales/de';
import { en } from '../../../locales/en';
import { PATHS } from '../../../shared/paths';
import { answerData, refuse, serveApi } from '../../../shared/testing/api-server';
import { renderOnRoute } from '../../../shared/testing/render';
import { CurrencyAddPage } from './currency-add-page';

const created = {
  _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4e11',
  fullName: 'Euro',
  shortName: 'EUR',
  symbolId: 'EUR',
  icon: null,
  tag: null,
  type: 'forex' as const,
  currency: null,
  exchange: null,
  expiryDate: null,
  multiplier: '10000.5',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

afterEach(cleanup);

async function openPage(locale: 'en' | 'de' = 'en') {
  const user = userEvent.setup();
  await renderOnRoute(
    {
      path: PATHS.currencyAdd,
      component: CurrencyAddPage,
      url: PATHS.currencyAdd,
      others: { [PATHS.currencies]: () => <p>Currencies list</p> },
    },
    { locale },
  );
  return user;
}

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

describe('CurrencyAddPage', () => {
  it('sends the currency with its multiplier read in German, and returns to the list', async () => {
    const api = serveApi(answerData('POST', '/api/currencies', currencySchema, created, 201));
    const user = await openPage('de');
    const texts = de.currencies.fields;
    await user.type(await screen.findByRole('textbox', { name: new RegExp(`^${texts.fullName}`) }), 'Euro');
    await user.type(field(texts.shortName), 'eur');
    await user.type(field(texts.multiplier), '10.000,5');
    await user.click(screen.getByRole('button', { name: de.common.save }));

    expect(await screen.findByText('Currencies list')).toBeTruthy();
    expect(await screen.findByText(de.currencies.created)).toBeTruthy();
    expect(api.sent.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      {
        fullName: 'Euro',
        shortName: 'EUR',
        icon: null,
        tag: null,
        type: 'forex',
        currency: null,
        exchange: null,
        expiryDate: null,
        multiplier: '10000.5',
      },
    ]);
  });

  it('says a name is too short on its field and sends nothing', async () => {
    const api = serveApi();
    const user = await openPage();
    const texts = en.currencies.fields;
    await user.type(await screen.findByRole('textbox', { name: new RegExp(`^${texts.fullName}`) }), 'E');
    await user.type(field(texts.shortName), 'EUR');
    await user.click(screen.getByRole('button', { name: en.common.save }));

    await waitFor(() => expect(field(texts.fullName).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(en.validation.tooShort2)).toBeTruthy();
    expect(api.sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('puts a short name already in the catalogue on the short name field', async () => {
    serveApi(
      refuse('POST', '/api/currencies', 409, {
        code: 'conflict',
        message: 'Currency already exists',
        fields: [{ path: 'shortName', message: 'Already taken', code: 'taken' }],
      }),
    );
    const user = await openPage();
    const texts = en.currencies.fields;
    await user.type(await screen.findByRole('textbox', { name: new RegExp(`^${texts.fullName}`) }), 'Euro');
    await user.type(field(texts.shortName), 'EUR');
    await user.click(screen.getByRole('button', { name: en.common.save }));

    await waitFor(() => expect(field(texts.shortName).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(en.validation.taken)).toBeTruthy();
    expect(screen.queryByText('Currencies list')).toBeNull();
  });
});
