// @vitest-environment happy-dom
import { type CurrencyPair, currencyPairSchema } from '@signal-desk/domain/markets';
import { signalValidationSchema } from '@signal-desk/domain/signal';
import { traderSchema } from '@signal-desk/domain/signal-support';
import { languagesSchema } from '@signal-desk/domain/translation';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../../locales/en';
import { PATHS } from '../../../../shared/paths';
import { endSession, startSession } from '../../../../shared/session/session-store';
import { answerData, answerList, refuse, serveApi } from '../../../../shared/testing/api-server';
import { renderOnRoute } from '../../../../shared/testing/render';
import { testAdmin } from '../../../../shared/testing/test-admin';
import { SEND_COUNTDOWN_SECONDS, SignalForm } from './signal-form';
import { type SignalFormValues, signalFormDefaults } from './signal-form-values';

const texts = en.signalForm;
const me = testAdmin({
  permissions: ['SHIFT', 'SIGNAL_OPEN_FIELDS_MODIFY'],
  effectivePermissions: ['SHIFT', 'SIGNAL_OPEN_FIELDS_MODIFY'],
  signalsLimit: { shift: 5 },
});
const eurusd: CurrencyPair = {
  _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a71',
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
const empty = signalFormDefaults({ app: 'shift', signalType: 'forex', disclaimer: null });
const limitBuy: SignalFormValues = {
  ...empty,
  pair: eurusd._id,
  orderType: 'limit',
  side: 'buy',
  entry: '1.0850',
  stopLoss: '1.0800',
  takeProfits: ['1.0900', '1.0950'],
  analysis: 'Support held twice.',
};

const stepHeading = (step: number) =>
  screen.findByText(texts.stepOf.replace('{{step}}', String(step)).replace('{{total}}', '5'));

function serve(...more: Parameters<typeof serveApi>) {
  return serveApi(
    answerList('/api/currency-pairs', currencyPairSchema, [eurusd]),
    answerList('/api/traders', traderSchema, []),
    answerData('POST', '/api/signals/validate', signalValidationSchema, { entry: '1.085' }),
    answerData('GET', '/api/languages/list', languagesSchema, {
      languages: [{ code: 'en', name: 'English' }],
      translation: { available: false, provider: null },
    }),
    ...more,
  );
}

async function openForm(defaults: SignalFormValues) {
  const user = userEvent.setup({
    advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
  });
  await renderOnRoute({
    path: PATHS.signalCreation,
    url: PATHS.signalCreation,
    component: () => <SignalForm defaults={defaults} apps={['shift']} />,
  });
  return user;
}

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  endSession();
});

describe('SignalForm: the steps', () => {
  it('goes forward step by step, stops on a step with a missing pair, and goes back', async () => {
    startSession({ token: 'token', user: me });
    serve();
    const user = await openForm(empty);

    await stepHeading(1);
    await user.click(screen.getByRole('button', { name: texts.next }));
    await stepHeading(2);
    await user.click(screen.getByRole('button', { name: texts.next }));

    const pair = await screen.findByRole('combobox', { name: new RegExp(`^${texts.fields.pair}`) });
    await waitFor(() => expect(pair.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(texts.stepOf.replace('{{step}}', '2').replace('{{total}}', '5'))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: texts.back }));
    await stepHeading(1);
  });

  it('holds step 4 on a sentiment out of range, on its field, and counts the analysis’ words', async () => {
    startSession({ token: 'token', user: me });
    serve();
    const user = await openForm({ ...limitBuy, analysis: '' });
    for (let step = 1; step < 4; step++) {
      await stepHeading(step);
      await user.click(screen.getByRole('button', { name: texts.next }));
    }
    await stepHeading(4);

    await user.type(
      screen.getByRole('textbox', { name: new RegExp(`^${texts.fields.analysis}`) }),
      'Support held twice.',
    );
    expect(screen.getByText(/^3\/\d+ words$/)).toBeTruthy();
    const sentiment = screen.getByRole('textbox', {
      name: new RegExp(`^${texts.fields.sentiment.replace(/[()%]/g, '\\$&')}`),
    });
    await user.type(sentiment, '150');
    await user.click(screen.getByRole('button', { name: texts.next }));

    await waitFor(() => expect(sentiment.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(en.validation.sentimentRange)).toBeTruthy();
    expect(screen.getByText(texts.stepOf.replace('{{step}}', '4').replace('{{total}}', '5'))).toBeTruthy();
  });

  it('shows the whole idea on the preview (step 5) before it is sent', async () => {
    startSession({ token: 'token', user: me });
    serve();
    const user = await openForm(limitBuy);
    for (let step = 1; step < 5; step++) {
      await stepHeading(step);
      await user.click(screen.getByRole('button', { name: texts.next }));
    }
    await stepHeading(5);

    const preview = within(screen.getByRole('region', { name: texts.steps.preview }));
    expect(preview.getByText('1.0850')).toBeTruthy();
    expect(preview.getByText('1.0800')).toBeTruthy();
    expect(preview.getByText(/1\.0900/)).toBeTruthy();
    expect(preview.getByText('Support held twice.')).toBeTruthy();
  });

  it('after the countdown, puts the server’s refusal of the stop loss on its field in step 3', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    startSession({ token: 'token', user: me });
    const api = serve(
      refuse('POST', '/api/signals', 400, {
        code: 'bad_request',
        message: 'Invalid input',
        fields: [{ path: 'stopLoss', message: 'Must be below the entry', code: 'invalid' }],
      }),
    );
    const user = await openForm(limitBuy);
    for (let step = 1; step < 5; step++) {
      await stepHeading(step);
      await user.click(screen.getByRole('button', { name: texts.next }));
    }
    await stepHeading(5);
    await user.click(screen.getByRole('button', { name: texts.send }));
    await screen.findByText(texts.sendingIn.replace('{{seconds}}', String(SEND_COUNTDOWN_SECONDS)));
    expect(api.sent.some((r) => r.method === 'POST' && r.path === '/api/signals')).toBe(false);

    for (let second = 0; second <= SEND_COUNTDOWN_SECONDS; second++) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
    }

    await stepHeading(3);
    const stopLoss = screen.getByRole('textbox', { name: new RegExp(`^${texts.fields.stopLoss}`) });
    await waitFor(() => expect(stopLoss.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(en.validation.invalid)).toBeTruthy();
  });
});
