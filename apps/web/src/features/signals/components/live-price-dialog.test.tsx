// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { de } from '../../../locales/de';
import { en } from '../../../locales/en';
import { refuse, serveApi } from '../../../shared/testing/api-server';
import { renderWithApp } from '../../../shared/testing/render';
import { answerSettings } from '../../../shared/testing/settings';
import { LivePriceDialog } from './live-price-dialog';
import { testSignal } from './test-signal';

const signal = testSignal({ status: 'active' });
const priceUrl = `/api/signals/${signal._id}/update-live-price`;
const base = [
  answerSettings(),
  refuse('POST', '/api/sse/subscribe-to-quotes', 403, { code: 'forbidden', message: 'No live prices' }),
];
const priceField = () => screen.getByRole('textbox', { name: en.signals.livePrice.value });
const submit = () => screen.getByRole('button', { name: en.signals.livePrice.submit });

afterEach(cleanup);

describe('LivePriceDialog', () => {
  it('refuses an empty or non-positive price on its field without sending it', async () => {
    const api = serveApi(...base);
    const user = userEvent.setup();
    await renderWithApp(<LivePriceDialog signal={signal} onClose={() => {}} />);

    await user.click(submit());
    expect(await screen.findByText(en.validation.required)).toBeTruthy();
    await user.type(priceField(), '-1');
    expect(await screen.findByText(en.validation.positive)).toBeTruthy();
    expect(api.sent.some((r) => r.method === 'POST' && r.path === priceUrl)).toBe(false);
  });

  it('previews what the typed price does, and places a refusal of the price on its field', async () => {
    const api = serveApi(
      ...base,
      refuse('POST', priceUrl, 400, {
        code: 'bad_request',
        message: 'Invalid body',
        fields: [{ path: 'value', code: 'maxDecimals', message: 'At most 8 decimals' }],
      }),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    await renderWithApp(<LivePriceDialog signal={signal} onClose={onClose} />);

    await user.type(priceField(), '1.2');
    expect(await screen.findByText(en.signals.livePrice.effect)).toBeTruthy();
    await user.click(submit());
    await waitFor(() =>
      expect(api.sent.find((r) => r.path === priceUrl)?.body).toEqual({
        value: '1.2',
        version: signal.version,
      }),
    );
    // On the field (the toast says it too).
    await waitFor(() => expect(priceField().getAttribute('aria-invalid')).toBe('true'));
    const help = document.getElementById(priceField().getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toBe(en.validation.maxDecimals);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a German price that reads two ways on its field, with no preview', async () => {
    serveApi(...base);
    const user = userEvent.setup();
    await renderWithApp(<LivePriceDialog signal={signal} onClose={() => {}} />, { locale: 'de' });

    const field = await screen.findByRole('textbox', { name: de.signals.livePrice.value });
    await user.type(field, '90.000');
    await user.tab();
    expect(await screen.findByText(de.validation.numberAmbiguous)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(de.signals.livePrice.effect)).toBeNull();
  });
});
