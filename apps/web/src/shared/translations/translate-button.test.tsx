// @vitest-environment happy-dom
import { languagesSchema, translateResultSchema } from '@signal-desk/domain/translation';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerData, serveApi } from '../testing/api-server';
import { renderWithApp } from '../testing/render';
import { TranslateButton } from './translate-button';

const languages = (available: boolean) =>
  answerData('GET', '/api/languages/list', languagesSchema, {
    languages: [{ code: 'en', name: 'English' }],
    translation: { available, provider: available ? 'libretranslate' : null },
  });

afterEach(cleanup);

describe('TranslateButton', () => {
  it('says machine translation is unavailable when the server has none, and cannot be pressed', async () => {
    const api = serveApi(languages(false));
    await renderWithApp(<TranslateButton source={{ analysis: 'Buy' }} onFilled={vi.fn()} />);
    const button = await screen.findByRole('button', { name: 'Translation unavailable' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(api.sent.some((r) => r.path === '/api/languages/translate')).toBe(false);
  });

  it('sends the non-empty English texts and hands back the five languages for review', async () => {
    const api = serveApi(
      languages(true),
      answerData('POST', '/api/languages/translate', translateResultSchema, (request) => {
        const { texts } = request.body as { texts: string[] };
        const per = (code: string) => texts.map((text) => `[${code}] ${text}`);
        return {
          provider: 'libretranslate',
          translations: { fr: per('fr'), es: per('es'), de: per('de'), sv: per('sv'), it: per('it') },
        };
      }),
    );
    const onFilled = vi.fn();
    const user = userEvent.setup();
    await renderWithApp(
      <TranslateButton source={{ analysis: 'Buy the dip', comment: '' }} onFilled={onFilled} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Translate' }));
    await waitFor(() => expect(onFilled).toHaveBeenCalled());
    expect(api.sent.find((r) => r.path === '/api/languages/translate')?.body).toMatchObject({
      texts: ['Buy the dip'],
      source: 'en',
      format: 'text',
    });
    expect(onFilled.mock.calls[0]?.[0]).toMatchObject({
      fr: { analysis: '[fr] Buy the dip' },
      it: { analysis: '[it] Buy the dip' },
    });
  });
});
