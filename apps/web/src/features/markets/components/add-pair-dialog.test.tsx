// @vitest-environment happy-dom
import { type Currency, currencyPairSchema, currencySchema } from '@signal-desk/domain/markets';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { en } from '../../../locales/en';
import { answerData, answerList, refuse, serveApi } from '../../../shared/testing/api-server';
import { renderWithApp } from '../../../shared/testing/render';
import { AddPairDialog } from './add-pair-dialog';

const texts = en.pairs;
const currencyOf = (shortName: string, fullName: string): Currency => ({
  _id: `3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4f${shortName === 'EUR' ? '01' : '02'}`,
  fullName,
  shortName,
  symbolId: shortName,
  icon: null,
  tag: null,
  type: 'forex',
  currency: null,
  exchange: null,
  expiryDate: null,
  multiplier: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const catalogue = [
  answerList('/api/currencies', currencySchema, [currencyOf('EUR', 'Euro'), currencyOf('USD', 'US dollar')]),
  answerData(
    'GET',
    '/api/currency-pairs/quote-providers',
    z.array(
      z.object({
        code: z.number(),
        name: z.string(),
        simulated: z.boolean(),
        exchanges: z.array(z.string()),
      }),
    ),
    [{ code: 1, name: 'OANDA', simulated: true, exchanges: [] }],
  ),
];

afterEach(cleanup);

async function chooseEurUsd(onClose = vi.fn()) {
  const user = userEvent.setup();
  await renderWithApp(<AddPairDialog onClose={onClose} />);
  const dialog = within(screen.getByRole('dialog'));
  await user.click(dialog.getByRole('combobox', { name: new RegExp(`^${texts.fields.base}`) }));
  await user.click(await screen.findByRole('option', { name: /EUR — Euro/ }));
  await user.click(dialog.getByRole('button', { name: texts.submit }));
  return { dialog, onClose };
}

describe('AddPairDialog', () => {
  it('adds the pair of the chosen currencies and closes', async () => {
    const api = serveApi(
      ...catalogue,
      answerData(
        'POST',
        '/api/currency-pairs',
        currencyPairSchema,
        {
          _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4f11',
          symbolID: 'EUR_USD',
          type: 'forex',
          quoteProvider: 1,
          base: 'EUR',
          quote: 'USD',
          exchange: null,
          exchangeType: null,
          pipSize: '0.0001',
          multiplier: '10000',
          unit: 'pips',
          baseIcon: null,
          quoteIcon: null,
          createdAt: '2026-01-01T00:00:00.000Z',
        },
        201,
      ),
    );
    const { onClose } = await chooseEurUsd();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Pair EUR/USD added')).toBeTruthy();
    expect(api.sent.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { base: 'EUR', quote: 'USD', quoteProvider: 1, exchange: null, exchangeType: null },
    ]);
  });

  it('asks for a base before sending anything', async () => {
    const api = serveApi(...catalogue);
    const user = userEvent.setup();
    await renderWithApp(<AddPairDialog onClose={() => {}} />);
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: texts.submit }));

    const base = dialog.getByRole('combobox', { name: new RegExp(`^${texts.fields.base}`) });
    await waitFor(() => expect(base.getAttribute('aria-invalid')).toBe('true'));
    expect(api.sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('shows the provider’s refusal on the base and stays open', async () => {
    serveApi(
      ...catalogue,
      refuse('POST', '/api/currency-pairs', 400, {
        code: 'bad_request',
        reason: 'unsupported_by_broker',
        message: 'Currency not supported by any broker',
        fields: [
          { path: 'base', message: 'Currency not supported by any broker', reason: 'unsupported_by_broker' },
        ],
      }),
    );
    const { dialog, onClose } = await chooseEurUsd();

    const base = dialog.getByRole('combobox', { name: new RegExp(`^${texts.fields.base}`) });
    await waitFor(() => expect(base.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.getByText(en.reasons.unsupported_by_broker)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
