// @vitest-environment happy-dom
import type { ErrorBody } from '@signal-desk/domain/http';
import { type CurrencyPair, currencyPairSchema } from '@signal-desk/domain/markets';
import { signalValidationSchema } from '@signal-desk/domain/signal';
import { traderSchema } from '@signal-desk/domain/signal-support';
import { languagesSchema, translateResultSchema } from '@signal-desk/domain/translation';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
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

const me = testAdmin({
  _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a50',
  name: 'Tara Trader',
  nickname: 'tara',
  email: 'tara@example.com',
  permissions: ['SHIFT', 'SIGNAL_OPEN_FIELDS_MODIFY'],
  effectivePermissions: ['SHIFT', 'SIGNAL_OPEN_FIELDS_MODIFY'],
  signalsLimit: { shift: 5 },
});

const eurusd: CurrencyPair = {
  _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a51',
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

/** A limit buy filled in up to the preview: an analysis and a comment, French analysis written by hand. */
function filledIdea(): SignalFormValues {
  const values = signalFormDefaults({ app: 'shift', signalType: 'forex', disclaimer: null });
  values.translations.fr.analysis = 'Le support a tenu deux fois.';
  return {
    ...values,
    pair: eurusd._id,
    orderType: 'limit',
    side: 'buy',
    entry: '1.0850',
    stopLoss: '1.0800',
    takeProfits: ['1.0900'],
    analysis: 'Support held twice.',
    comment: 'Watch the NFP release.',
  };
}

/** The API of the form; `translationRefused` makes machine translation fail. */
function serverWith(available: boolean, translationRefused?: ErrorBody['error']) {
  return serveApi(
    ...(translationRefused ? [refuse('POST', '/api/languages/translate', 503, translationRefused)] : []),
    answerList('/api/currency-pairs', currencyPairSchema, [eurusd]),
    answerData('POST', '/api/signals/validate', signalValidationSchema, { entry: '1.085' }),
    answerList('/api/traders', traderSchema, []),
    answerData('GET', '/api/languages/list', languagesSchema, {
      languages: [{ code: 'en', name: 'English' }],
      translation: { available, provider: available ? 'libretranslate' : null },
    }),
    answerData('POST', '/api/languages/translate', translateResultSchema, (request) => {
      const { texts, targets } = request.body as { texts: string[]; targets: string[] };
      return {
        provider: 'libretranslate',
        translations: Object.fromEntries(
          targets.map((code) => [code, texts.map((text) => `[${code}] ${text}`)]),
        ),
      };
    }),
    // Refused, so the test stays on the form: what matters is what was sent.
    refuse('POST', '/api/signals', 409, {
      code: 'conflict',
      message: 'Limit reached',
      reason: 'daily_limit_reached',
    }),
  );
}

/** The form on its route, walked with "Next" to the preview step. */
async function openPreview() {
  const user = userEvent.setup({
    advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
  });
  await renderOnRoute({
    path: PATHS.signalCreation,
    url: PATHS.signalCreation,
    component: () => <SignalForm defaults={filledIdea()} apps={['shift']} />,
  });
  for (let step = 1; step < 5; step++) {
    await screen.findByText(`Step ${step}/5`);
    await user.click(screen.getByRole('button', { name: en.signalForm.next }));
  }
  await screen.findByText('Step 5/5');
  return user;
}

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  endSession();
});

describe('SignalForm: translate and send', () => {
  it('fills the missing translations of the analysis and the comment, then counts down and sends them', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    startSession({ token: 'token', user: me });
    const api = serverWith(true);
    const user = await openPreview();

    const option = await screen.findByRole('switch', { name: en.signalForm.translateAndSend.label });
    expect(option.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(en.signalForm.translateAndSend.hint)).toBeTruthy();
    await user.click(option);
    await user.click(screen.getByRole('button', { name: en.signalForm.translateAndSend.action }));

    await screen.findByText(en.signalForm.sendingIn.replace('{{seconds}}', String(SEND_COUNTDOWN_SECONDS)));
    const translate = api.sent.filter((r) => r.path === '/api/languages/translate');
    expect(translate).toHaveLength(1);
    expect(translate[0]?.body).toEqual({
      texts: ['Support held twice.', 'Watch the NFP release.'],
      source: 'en',
      targets: ['fr', 'es', 'de', 'sv', 'it'],
      format: 'text',
    });
    // Nothing is sent before the countdown ends.
    expect(api.sent.some((r) => r.method === 'POST' && r.path === '/api/signals')).toBe(false);

    // Each second is one render of the countdown.
    for (let second = 0; second <= SEND_COUNTDOWN_SECONDS; second++) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
    }
    await waitFor(() =>
      expect(api.sent.some((r) => r.method === 'POST' && r.path === '/api/signals')).toBe(true),
    );
    const created = api.sent.find((r) => r.method === 'POST' && r.path === '/api/signals');
    expect((created?.body as { translations?: unknown } | undefined)?.translations).toEqual({
      // The French analysis written by hand stays; only what was missing is filled.
      fr: { analysis: 'Le support a tenu deux fois.', comment: '[fr] Watch the NFP release.' },
      es: { analysis: '[es] Support held twice.', comment: '[es] Watch the NFP release.' },
      de: { analysis: '[de] Support held twice.', comment: '[de] Watch the NFP release.' },
      sv: { analysis: '[sv] Support held twice.', comment: '[sv] Watch the NFP release.' },
      it: { analysis: '[it] Support held twice.', comment: '[it] Watch the NFP release.' },
    });
  });

  it('sends nothing when the translation fails', async () => {
    startSession({ token: 'token', user: me });
    const api = serverWith(true, { code: 'unavailable', message: 'Down', reason: 'translation_unavailable' });
    const user = await openPreview();
    await user.click(await screen.findByRole('switch', { name: en.signalForm.translateAndSend.label }));
    await user.click(screen.getByRole('button', { name: en.signalForm.translateAndSend.action }));
    await waitFor(() => expect(api.sent.some((r) => r.path === '/api/languages/translate')).toBe(true));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: en.signalForm.translateAndSend.action }).hasAttribute('disabled'),
      ).toBe(false),
    );
    expect(screen.queryByText(/Sending in/)).toBeNull();
    expect(api.sent.some((r) => r.method === 'POST' && r.path === '/api/signals')).toBe(false);
  });

  it('without machine translation, the option is off and says why; "Send" sends as written', async () => {
    startSession({ token: 'token', user: me });
    const api = serverWith(false);
    await openPreview();

    const option = await screen.findByRole('switch', { name: en.signalForm.translateAndSend.label });
    await waitFor(() => expect((option as HTMLInputElement).disabled).toBe(true));
    expect(screen.getByText(en.signalForm.translateAndSend.unavailable)).toBeTruthy();
    expect(screen.getByRole('button', { name: en.signalForm.send })).toBeTruthy();
    expect(api.sent.some((r) => r.path === '/api/languages/translate')).toBe(false);
  });
});
