// @vitest-environment happy-dom
import { REFUSAL_MESSAGES } from '@signal-desk/domain/http';
import { VALIDATION_MESSAGES } from '@signal-desk/domain/messages';
import { signalSchema } from '@signal-desk/domain/signal';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { de } from '../../../locales/de';
import { answerData, refuse, serveApi } from '../../../shared/testing/api-server';
import { renderWithApp } from '../../../shared/testing/render';
import { answerSettings } from '../../../shared/testing/settings';
import { CloseTradeDialog } from './close-trade-dialog';
import { testSignal } from './test-signal';

const signal = testSignal({ status: 'active' });
/** The full idea the server answers a status action with. */
const closed = {
  ...signal,
  status: 'won' as const,
  tradeId: 'a1b2c3d4e5f6',
  fixedEntry: false,
  volume: null,
  risk: null,
  riskPercentage: null,
  riskLevel: null,
  riskDescription: null,
  accountBalance: null,
  sentiment: null,
  assetType: null,
  analysis: null,
  comment: null,
  statusUpdate: null,
  disclaimer: null,
  automatedMessages: [],
  translations: {},
  images: [],
  mutePush: false,
  archived: false,
};
const endUrl = `/api/signals/end-trade/${signal._id}`;

/** The app's own routes every render needs: the settings, and a quote stream the server refuses (no fresh price). */
const base = [
  answerSettings(),
  refuse('POST', '/api/sse/subscribe-to-quotes', 403, { code: 'forbidden', message: 'No live prices' }),
];

afterEach(cleanup);

describe('CloseTradeDialog', () => {
  it('without a fresh price, asks to confirm a forced close and sends it with the typed price', async () => {
    const api = serveApi(...base, answerData('PUT', endUrl, signalSchema, closed));
    const onClose = vi.fn();
    const user = userEvent.setup();
    await renderWithApp(<CloseTradeDialog signal={signal} action="end" onClose={onClose} />);

    const confirm = await screen.findByRole('button', { name: 'End trade' });
    expect(await screen.findByText(/fresh price/i)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /closing price/i }), '1.115');
    await screen.findByRole('status');
    expect(confirm.hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: 'I confirm a forced close' }));
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    await user.click(confirm);

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = api.sent.find((r) => r.method === 'PUT')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ version: signal.version, force: true, price: '1.115' });
    expect(typeof sent.expectedStatus).toBe('string');
  });

  it('shows the translation of a force_required refusal and stays open', async () => {
    serveApi(
      ...base,
      refuse('PUT', endUrl, 409, {
        code: 'conflict',
        reason: 'force_required',
        message: 'Whatever the server wrote',
      }),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    await renderWithApp(<CloseTradeDialog signal={signal} action="end" onClose={onClose} />);

    await user.type(await screen.findByRole('textbox', { name: /closing price/i }), '1.115');
    await user.click(screen.getByRole('checkbox', { name: 'I confirm a forced close' }));
    const confirm = screen.getByRole('button', { name: 'End trade' });
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    await user.click(confirm);

    expect(await screen.findByText(REFUSAL_MESSAGES.force_required)).toBeTruthy();
    expect(screen.queryByText('Whatever the server wrote')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes when the server says the idea is outdated', async () => {
    serveApi(
      ...base,
      refuse('PUT', endUrl, 409, { code: 'conflict', reason: 'signal_outdated', message: 'Outdated' }),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    await renderWithApp(<CloseTradeDialog signal={signal} action="end" onClose={onClose} />);

    await user.type(await screen.findByRole('textbox', { name: /closing price/i }), '1.115');
    await user.click(screen.getByRole('checkbox', { name: 'I confirm a forced close' }));
    const confirm = screen.getByRole('button', { name: 'End trade' });
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    await user.click(confirm);

    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows a win and the take profit it keeps when an idea that hit TP1 is ended below its entry', async () => {
    const afterTp1 = testSignal({
      status: 'active',
      takeProfits: [
        { price: '1.11', hitAt: '2026-01-01T11:00:00.000Z' },
        { price: '1.12', hitAt: null },
      ],
    });
    const api = serveApi(
      ...base,
      answerData('PUT', endUrl, signalSchema, { ...closed, resultPips: '100', closePrice: '1.095' }),
    );
    const user = userEvent.setup();
    await renderWithApp(<CloseTradeDialog signal={afterTp1} action="end" onClose={vi.fn()} />);

    await user.type(await screen.findByRole('textbox', { name: /closing price/i }), '1.095');
    const outcome = await screen.findByRole('status');
    expect(outcome.textContent).toContain('Won');
    expect(outcome.textContent).toContain('+100 pips');
    expect(outcome.textContent).toContain(
      'Take profit 1 was hit at 1.11000 (+100 pips): the trade closes as won, with at least that result.',
    );
    expect(outcome.textContent).not.toMatch(/Cancelled|Early SL-HIT/);

    await user.click(screen.getByRole('checkbox', { name: 'I confirm a forced close' }));
    await user.click(screen.getByRole('button', { name: 'End trade' }));
    await waitFor(() => expect(api.sent.some((r) => r.method === 'PUT')).toBe(true));
    expect(api.sent.find((r) => r.method === 'PUT')?.body).toMatchObject({ expectedStatus: 'won' });
  });

  it('says on the field what is wrong with the typed price, and does not let the close go', async () => {
    const api = serveApi(...base);
    const user = userEvent.setup();
    await renderWithApp(<CloseTradeDialog signal={signal} action="end" onClose={vi.fn()} />);

    const field = await screen.findByRole('textbox', { name: /closing price/i });
    await user.type(field, '1.1x');
    expect(await screen.findByText(VALIDATION_MESSAGES.numberOnly)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('checkbox', { name: 'I confirm a forced close' }));
    expect(screen.getByRole('button', { name: 'End trade' }).hasAttribute('disabled')).toBe(true);

    await user.clear(field);
    await user.type(field, '1.115');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('false'));
    expect(api.sent.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('refuses a German price that reads two ways on its field', async () => {
    serveApi(...base);
    const user = userEvent.setup();
    await renderWithApp(<CloseTradeDialog signal={signal} action="end" onClose={vi.fn()} />, {
      locale: 'de',
    });

    const field = await screen.findByRole('textbox', { name: de.signals.close.closingPrice });
    await user.type(field, '90.000');
    expect(await screen.findByText(de.validation.numberAmbiguous)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it("puts the server's refusal of the closing price on the field and stays open", async () => {
    serveApi(
      ...base,
      refuse('PUT', endUrl, 400, {
        code: 'bad_request',
        message: 'Invalid input',
        fields: [{ path: 'price', message: VALIDATION_MESSAGES.maxDecimals, code: 'maxDecimals' }],
      }),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    await renderWithApp(<CloseTradeDialog signal={signal} action="end" onClose={onClose} />);

    const field = await screen.findByRole('textbox', { name: /closing price/i });
    await user.type(field, '1.115');
    await user.click(screen.getByRole('checkbox', { name: 'I confirm a forced close' }));
    const confirm = screen.getByRole('button', { name: 'End trade' });
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    await user.click(confirm);

    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(VALIDATION_MESSAGES.maxDecimals).length).toBeGreaterThan(0);
    expect(onClose).not.toHaveBeenCalled();
  });
});
