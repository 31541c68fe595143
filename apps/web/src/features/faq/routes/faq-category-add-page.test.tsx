// @vitest-environment happy-dom
import { type FaqCategory, faqCategorySchema } from '@signal-desk/domain/content';
import { languagesSchema } from '@signal-desk/domain/translation';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../../locales/en';
import { PATHS } from '../../../shared/paths';
import { answerData, answerList, refuse, serveApi } from '../../../shared/testing/api-server';
import { renderOnRoute } from '../../../shared/testing/render';
import { FaqCategoryAddPage } from './faq-category-add-page';

const texts = en.content.faq;
const markets: FaqCategory = {
  _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4b01',
  title: 'Markets',
  app: 'shift',
  parentId: null,
  translations: {},
  faqCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const languages = answerData('GET', '/api/languages/list', languagesSchema, {
  languages: [{ code: 'en', name: 'English' }],
  translation: { available: false, provider: null },
});

afterEach(cleanup);

async function openPage() {
  const user = userEvent.setup();
  await renderOnRoute({
    path: PATHS.faqCategoryAdd,
    component: FaqCategoryAddPage,
    url: `${PATHS.faqCategoryAdd}?app=shift`,
    others: { [PATHS.faq]: () => <p>FAQ list</p> },
  });
  return user;
}

describe('FaqCategoryAddPage', () => {
  it('sends the title and the chosen parent, then shows the list with a toast', async () => {
    const api = serveApi(
      languages,
      answerList('/api/faq-category', faqCategorySchema, [markets]),
      answerData('POST', '/api/faq-category', faqCategorySchema, (request) => ({
        ...markets,
        ...(request.body as object),
        _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4b02',
      })),
    );
    const user = await openPage();

    await user.type(await screen.findByRole('textbox', { name: texts.categoryTitle }), 'Forex basics');
    await user.click(screen.getByRole('combobox', { name: texts.parent }));
    await user.click(await screen.findByRole('option', { name: 'Markets' }));
    await user.click(screen.getByRole('button', { name: en.common.save }));

    expect(await screen.findByText('FAQ list')).toBeTruthy();
    expect(await screen.findByText('Forex basics saved')).toBeTruthy();
    expect(api.sent.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { title: 'Forex basics', app: 'shift', parentId: markets._id, translations: {} },
    ]);
  });

  it('says a title is needed, on its field, and sends nothing', async () => {
    const api = serveApi(languages, answerList('/api/faq-category', faqCategorySchema, []));
    const user = await openPage();

    await user.click(await screen.findByRole('button', { name: en.common.save }));

    const title = screen.getByRole('textbox', { name: texts.categoryTitle });
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(api.sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('puts a refused translation on its own language’s field, not on the whole list', async () => {
    serveApi(
      languages,
      answerList('/api/faq-category', faqCategorySchema, []),
      refuse('POST', '/api/faq-category', 400, {
        code: 'bad_request',
        message: 'Invalid input',
        fields: [
          { path: 'translations.fr.title', message: 'Must be at most 150 characters', code: 'tooLong150' },
        ],
      }),
    );
    const user = await openPage();

    await user.type(await screen.findByRole('textbox', { name: texts.categoryTitle }), 'Forex basics');
    await user.click(screen.getByRole('button', { name: en.common.save }));

    // The translations open on the refused text, its error under it.
    const french = await screen.findByRole('textbox', { name: `${texts.categoryTitle} (Français)` });
    await waitFor(() => expect(french.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(en.validation.tooLong150)).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: `${texts.categoryTitle} (Deutsch)` }).getAttribute('aria-invalid'),
    ).toBe('false');
    expect(await screen.findByText(/Could not submit FAQ/)).toBeTruthy();
  });
});
