// @vitest-environment happy-dom
import { settingsSchema } from '@signal-desk/domain/signal-support';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { de } from '../../../locales/de';
import { answerData, serveApi } from '../../../shared/testing/api-server';
import { renderWithApp } from '../../../shared/testing/render';
import { CancellationSettingsForm, GeneralSettingsForm } from './settings-forms';

const SETTINGS = {
  tradeIdeaDisclaimer: null,
  defaultSignalDisclaimer: null,
  blacklistWordFilter: false,
  cancellationThresholds: { pips: '12.5', points: '1500' },
  imageLimitMb: 3,
};

const saving = () =>
  serveApi(
    answerData('PUT', '/api/settings', settingsSchema, (request) => ({
      ...SETTINGS,
      ...(request.body as object),
    })),
  );

afterEach(cleanup);

describe('settings forms in German', () => {
  it('show the thresholds with a decimal comma and save German input with every digit', async () => {
    const api = saving();
    const user = userEvent.setup();
    await renderWithApp(<CancellationSettingsForm settings={SETTINGS} />, { locale: 'de' });

    const pips = screen.getByRole('textbox', { name: de.settings.fields.pipsThreshold });
    const points = screen.getByRole('textbox', { name: de.settings.fields.pointsThreshold });
    expect((pips as HTMLInputElement).value).toBe('12,5');
    expect((points as HTMLInputElement).value).toBe('1500');

    await user.clear(pips);
    await user.type(pips, '2.500,75');
    await user.clear(points);
    await user.type(points, '1.234.567');
    await user.click(screen.getByRole('button', { name: de.common.save }));

    await waitFor(() => expect(api.sent.some((r) => r.method === 'PUT')).toBe(true));
    expect(api.sent.find((r) => r.method === 'PUT')?.body).toEqual({
      cancellationThresholds: { pips: '2500.75', points: '1234567' },
    });
  });

  it('refuse a threshold that reads two ways, on its field, and send nothing', async () => {
    const api = saving();
    const user = userEvent.setup();
    await renderWithApp(<CancellationSettingsForm settings={SETTINGS} />, { locale: 'de' });

    const pips = screen.getByRole('textbox', { name: de.settings.fields.pipsThreshold });
    await user.clear(pips);
    await user.type(pips, '90.000');
    await user.click(screen.getByRole('button', { name: de.common.save }));

    expect(await screen.findByText(de.validation.numberAmbiguous)).toBeTruthy();
    expect(pips.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('read the image limit in German: "1,5" is refused, "20" is saved as 20', async () => {
    const api = saving();
    const user = userEvent.setup();
    await renderWithApp(<GeneralSettingsForm settings={SETTINGS} />, { locale: 'de' });

    const limit = screen.getByRole('textbox', { name: de.settings.fields.imageLimitMb });
    await user.clear(limit);
    await user.type(limit, '1,5');
    await user.click(screen.getByRole('button', { name: de.common.save }));
    await waitFor(() => expect(limit.getAttribute('aria-invalid')).toBe('true'));
    expect(api.sent.filter((r) => r.method === 'PUT')).toEqual([]);

    await user.clear(limit);
    await user.type(limit, '20');
    await user.click(screen.getByRole('button', { name: de.common.save }));
    await waitFor(() => expect(api.sent.find((r) => r.method === 'PUT')?.body).toEqual({ imageLimitMb: 20 }));
  });
});
