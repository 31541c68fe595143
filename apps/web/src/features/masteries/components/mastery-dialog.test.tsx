// @vitest-environment happy-dom
import type { Mastery } from '@signal-desk/domain/content';
import { languagesSchema } from '@signal-desk/domain/translation';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../locales/en';
import { ApiError } from '../../../shared/api/api-error';
import { answerData, serveApi } from '../../../shared/testing/api-server';
import { renderWithApp } from '../../../shared/testing/render';
import { answerSettings } from '../../../shared/testing/settings';
import { MasteryDialog } from './mastery-dialog';

const texts = en.content.masteries;
const basics: Mastery = {
  _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4b31',
  app: 'shift',
  name: 'Basics',
  description: 'Where to start',
  type: 'category',
  parentId: null,
  presigned_url: null,
  poster: null,
  langs: ['en'],
  order: 0,
  translations: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => {
  serveApi(
    answerData('GET', '/api/languages/list', languagesSchema, {
      languages: [{ code: 'en', name: 'English' }],
      translation: { available: false, provider: null },
    }),
    answerSettings(),
  );
});
afterEach(cleanup);

const dialog = () => within(screen.getByRole('dialog'));
// The English name (required: its label ends with an asterisk), not its translations.
const nameField = () => dialog().getByRole('textbox', { name: new RegExp(`^${texts.name}\\W*$`) });

describe('MasteryDialog', () => {
  it('asks for a name and a video for a new video, and saves nothing', async () => {
    const onSave = vi.fn(async () => {});
    const user = userEvent.setup();
    await renderWithApp(
      <MasteryDialog
        app="shift"
        editing={{ type: 'video', parentId: basics._id }}
        categories={[basics]}
        onSave={onSave}
        onClose={() => {}}
      />,
    );
    expect(dialog().getByRole('heading', { name: texts.addVideo })).toBeTruthy();
    await user.click(dialog().getByRole('button', { name: en.common.save }));

    await waitFor(() => expect(nameField().getAttribute('aria-invalid')).toBe('true'));
    expect(dialog().getByText(en.validation.videoRequired)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the edited category with the languages ticked', async () => {
    const onSave = vi.fn(async () => {});
    const user = userEvent.setup();
    await renderWithApp(
      <MasteryDialog app="shift" editing={basics} categories={[basics]} onSave={onSave} onClose={() => {}} />,
    );
    expect((nameField() as HTMLInputElement).value).toBe('Basics');
    await user.clear(nameField());
    await user.type(nameField(), 'First steps');
    await user.click(dialog().getByRole('checkbox', { name: 'Français' }));
    await user.click(dialog().getByRole('button', { name: en.common.save }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      app: 'shift',
      type: 'category',
      name: 'First steps',
      description: 'Where to start',
      parentId: null,
      presigned_url: null,
      poster: null,
      langs: ['en', 'fr'],
      translations: {},
    });
  });

  it('puts the server’s error on the translated text it names', async () => {
    const refusal = new ApiError(400, 'bad_request', 'Invalid input', [
      {
        path: 'translations.de.description',
        message: 'Must be at most 1500 characters',
        code: 'tooLong1500',
      },
    ]);
    const user = userEvent.setup();
    await renderWithApp(
      <MasteryDialog
        app="shift"
        editing={basics}
        categories={[basics]}
        onSave={async () => Promise.reject(refusal)}
        onClose={() => {}}
      />,
    );
    await user.click(dialog().getByRole('button', { name: en.common.save }));

    const german = await dialog().findByRole('textbox', { name: `${texts.description} (Deutsch)` });
    await waitFor(() => expect(german.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog().getByText(en.validation.tooLong1500)).toBeTruthy();
    expect(nameField().getAttribute('aria-invalid')).toBe('false');
  });
});
