// @vitest-environment happy-dom
import { REFUSAL_MESSAGES } from '@signal-desk/domain/http';
import type { CurrencyPair } from '@signal-desk/domain/markets';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { refuse, serveApi } from '../../../../shared/testing/api-server';
import { renderWithApp } from '../../../../shared/testing/render';
import type { SignalFormEnv } from './signal-form-env';
import { signalFormResolver } from './signal-form-resolver';
import { localDateTimeOf, signalFormDefaults } from './signal-form-values';
import { StepOrder } from './step-order';

const futures: CurrencyPair = {
  _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a10',
  symbolID: 'BTC/USDT:USDT',
  type: 'crypto',
  quoteProvider: -1,
  base: 'BTC',
  quote: 'USDT',
  exchange: 'kucoinfutures',
  exchangeType: 'futures',
  pipSize: '1',
  multiplier: '1',
  unit: 'points',
  baseIcon: null,
  quoteIcon: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const env = (overrides: Partial<SignalFormEnv> = {}): SignalFormEnv => ({
  mode: 'create',
  apps: ['shift'],
  pairs: [],
  pairsError: null,
  pair: undefined,
  unit: 'pips',
  multiplier: '10000',
  live: undefined,
  openingPrice: null,
  may: () => true,
  ...overrides,
});

/** The step inside the form it lives in, with the form's defaults. */
function InForm({ children, app }: { children: ReactNode; app: 'shift' | 'relic' }) {
  const form = useForm({
    defaultValues: signalFormDefaults({
      app,
      signalType: app === 'shift' ? 'forex' : 'crypto',
      disclaimer: null,
    }),
  });
  return <FormProvider {...form}>{children}</FormProvider>;
}

/** The form with the resolver the trade idea form uses, and a button that checks the expiry. */
function Checked({ children }: { children: ReactNode }) {
  const form = useForm({
    defaultValues: signalFormDefaults({ app: 'shift', signalType: 'forex', disclaimer: null }),
    resolver: signalFormResolver(undefined, () => null),
  });
  return (
    <FormProvider {...form}>
      {children}
      <button type="button" onClick={() => void form.trigger('expiresAt')}>
        Check
      </button>
    </FormProvider>
  );
}

afterEach(cleanup);

describe('StepOrder (step 3 of the trade idea form)', () => {
  it('shows the distance of the stop loss from the entry in the pair’s unit', async () => {
    const user = userEvent.setup();
    await renderWithApp(
      <InForm app="shift">
        <StepOrder env={env()} />
      </InForm>,
    );
    await user.type(screen.getByRole('textbox', { name: /^Entry price/ }), '1.1000');
    await user.type(screen.getByRole('textbox', { name: /^Stop loss/ }), '1.0950');
    expect((await screen.findAllByText(/50 pips/)).length).toBeGreaterThan(0);
  });

  it('adds and removes take profits', async () => {
    const user = userEvent.setup();
    await renderWithApp(
      <InForm app="shift">
        <StepOrder env={env()} />
      </InForm>,
    );
    expect(screen.queryByRole('textbox', { name: /^TP2/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add a take profit' }));
    expect(screen.getByRole('textbox', { name: /^TP2/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove TP2' }));
    expect(screen.queryByRole('textbox', { name: /^TP2/ })).toBeNull();
  });

  it('sizes futures contracts and shows a refusal in the admin’s language', async () => {
    const api = serveApi(
      refuse('POST', '/api/contracts/validate', 400, {
        code: 'bad_request',
        reason: 'no_contracts',
        message: 'Server wording',
        fields: [{ path: 'amount', message: 'Server wording', reason: 'no_contracts' }],
      }),
    );
    const user = userEvent.setup();
    await renderWithApp(
      <InForm app="relic">
        <StepOrder env={env({ pair: futures, unit: 'points', multiplier: '1' })} />
      </InForm>,
    );
    await user.type(screen.getByRole('textbox', { name: /^Volume/ }), '0.0005');
    await user.click(screen.getByRole('button', { name: 'Check contracts' }));
    expect(await screen.findByText(REFUSAL_MESSAGES.no_contracts)).toBeTruthy();
    expect(screen.queryByText('Server wording')).toBeNull();
    expect(api.sent.find((r) => r.path === '/api/contracts/validate')?.body).toEqual({
      exchange: 'kucoinfutures',
      base: 'BTC',
      quote: 'USDT',
      amount: 0.0005,
    });
  });

  it('shows a field error on an expiry in the past, before anything is sent', async () => {
    const api = serveApi();
    const user = userEvent.setup();
    await renderWithApp(
      <Checked>
        <StepOrder env={env()} />
      </Checked>,
    );
    const expiry = screen.getByLabelText(/^Expires at/);
    fireEvent.change(expiry, {
      target: { value: localDateTimeOf(new Date(Date.now() - 3_600_000).toISOString()) },
    });
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('The expiry must lie in the future')).toBeTruthy();
    expect(expiry.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(expiry, {
      target: { value: localDateTimeOf(new Date(Date.now() + 3_600_000).toISOString()) },
    });
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(screen.queryByText('The expiry must lie in the future')).toBeNull());
    expect(api.sent.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});
