// @vitest-environment happy-dom
import type { ErrorBody } from '@signal-desk/domain/http';
import { type CurrencyPair, currencyPairSchema } from '@signal-desk/domain/markets';
import { signalValidationSchema } from '@signal-desk/domain/signal';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../../../locales/en';
import { endSession, startSession } from '../../../../shared/session/session-store';
import { answerData, answerList, refuse, serveApi } from '../../../../shared/testing/api-server';
import { renderOnRoute } from '../../../../shared/testing/render';
import { testAdmin } from '../../../../shared/testing/test-admin';
import { SignalForm } from './signal-form';
import { signalFormDefaults } from './signal-form-values';

const me = testAdmin({
  _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a31',
  name: 'Tess Trader',
  nickname: 'tess',
  email: 'tess@example.com',
  permissions: ['SHIFT'],
  effectivePermissions: ['SHIFT'],
  signalsLimit: { shift: 5 },
});

const eurusd: CurrencyPair = {
  _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a11',
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
};

/** A new limit idea on EUR/USD with its levels filled, as the admin leaves step 3. */
const filled = {
  ...signalFormDefaults({ app: 'shift', signalType: 'forex', disclaimer: null }),
  pair: eurusd._id,
  entry: '1.1000',
  stopLoss: '1.0950',
  takeProfits: ['1.1100'],
};

/** The compliance refusal of a text holding a blacklisted term. */
const blacklisted = (path: string, term: string): ErrorBody['error'] => ({
  code: 'bad_request',
  reason: 'compliance_warning',
  message: `Compliance warning: "${term}" (${path})`,
  fields: [{ path, message: 'Compliance warning', code: 'blacklisted', reason: 'compliance_warning', term }],
});

afterEach(() => {
  cleanup();
  endSession();
});

describe('SignalForm (a new trade idea)', () => {
  it('checks the texts of the details step with the server before the preview, and names the word on its field', async () => {
    startSession({ token: 'token', user: me });
    const api = serveApi(
      answerList('/api/currency-pairs', currencyPairSchema, [eurusd]),
      refuse('POST', '/api/signals/validate', 400, (request) =>
        ((request.body as { analysis?: string }).analysis ?? '').includes('guaranteed')
          ? blacklisted('analysis', 'guaranteed')
          : undefined,
      ),
      answerData('POST', '/api/signals/validate', signalValidationSchema, { entry: '1.1000' }),
    );
    const user = userEvent.setup();
    await renderOnRoute({
      path: '/signal-creation',
      url: '/signal-creation',
      component: () => <SignalForm defaults={filled} apps={['shift']} />,
    });
    const next = async () => user.click(await screen.findByRole('button', { name: en.signalForm.next }));
    await next();
    await next();
    await screen.findByRole('heading', { name: en.signalForm.steps.order });
    await next();
    await screen.findByRole('heading', { name: en.signalForm.steps.details });

    const analysis = () => screen.getByRole('textbox', { name: /^Analysis/ });
    await user.click(analysis());
    await user.paste('A guaranteed winner');
    await next();

    // Still on the details step, the word named on the field; nothing waits for the send countdown.
    expect(
      await screen.findByText(/Compliance warning: please refrain from using such terms: “guaranteed”/),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: en.signalForm.steps.details })).toBeTruthy();
    const checks = api.sent.filter((r) => r.path === '/api/signals/validate');
    expect(checks).toHaveLength(2);
    expect(checks[1]?.body).toMatchObject({ analysis: 'A guaranteed winner' });

    await user.clear(analysis());
    await user.paste('A clean setup');
    await next();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: en.signalForm.steps.preview })).toBeTruthy(),
    );
  }, 60_000);
});
