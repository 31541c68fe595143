// @vitest-environment happy-dom
import { type Faq, type FaqCategory, faqCategorySchema, faqSchema } from '@signal-desk/domain/content';
import { languagesSchema } from '@signal-desk/domain/translation';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../../locales/en';
import { PATHS, withId } from '../../../shared/paths';
import { answerData, answerList, refuse, serveApi } from '../../../shared/testing/api-server';
import { renderOnRoute } from '../../../shared/testing/render';
import { FaqEditPage } from './faq-edit-page';

const texts = en.content.faq;
const basics: FaqCategory = {
  _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4b11',
  title: 'Basics',
  app: 'shift',
  parentId: null,
  translations: {},
  faqCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const question: Faq = {
  _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4b12',
  title: 'What is a pip?',
  html: '<p>The fourth decimal of a price.</p>',
  app: 'shift',
  categoryId: basics._id,
  translations: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const common = [
  answerData('GET', '/api/languages/list', languagesSchema, {
    languages: [{ code: 'en', name: 'English' }],
    translation: { available: false, provider: null },
  }),
  answerList('/api/faq-category', faqCategorySchema, [basics]),
  answerData('GET', `/api/faq/${question._id}`, faqSchema, question),
];

afterEach(cleanup);

async function openPage() {
  const user = userEvent.setup();
  await renderOnRoute({
    path: PATHS.faqEdit,
    component: FaqEditPage,
    url: withId(PATHS.faqEdit, question._id),
    others: { [PATHS.faq]: () => <p>FAQ list</p> },
  });
  return user;
}

describe('FaqEditPage', () => {
  it('shows the question and its answer, and sends the edited question with the answer kept', async () => {
    const api = serveApi(
      ...common,
      answerData('PUT', `/api/faq/${question._id}`, faqSchema, (request) => ({
        ...question,
        ...(request.body as object),
      })),
    );
    const user = await openPage();

    const title = await screen.findByRole('textbox', { name: texts.question });
    expect((title as HTMLInputElement).value).toBe('What is a pip?');
    expect(await screen.findByText('The fourth decimal of a price.')).toBeTruthy();
    await user.clear(title);
    await user.type(title, 'What is a pip, exactly?');
    await user.click(screen.getByRole('button', { name: en.common.save }));

    expect(await screen.findByText('FAQ list')).toBeTruthy();
    expect(await screen.findByText('What is a pip, exactly? saved')).toBeTruthy();
    expect(api.sent.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      {
        title: 'What is a pip, exactly?',
        app: 'shift',
        categoryId: basics._id,
        html: '<p>The fourth decimal of a price.</p>',
        translations: {},
      },
    ]);
  });

  it('places the server’s error on the answer under the answer’s editor', async () => {
    serveApi(
      ...common,
      refuse('PUT', `/api/faq/${question._id}`, 400, {
        code: 'bad_request',
        message: 'Invalid input',
        fields: [{ path: 'html', message: 'Must be at most 100000 characters', code: 'tooLong100000' }],
      }),
    );
    const user = await openPage();

    await screen.findByText('The fourth decimal of a price.');
    await user.click(screen.getByRole('button', { name: en.common.save }));

    expect(await screen.findByText(en.validation.tooLong100000)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: texts.question }).getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText('FAQ list')).toBeNull();
  });

  it('says a removed question is gone and goes back to the list', async () => {
    serveApi(
      ...common,
      refuse('PUT', `/api/faq/${question._id}`, 404, { code: 'not_found', message: 'Not found' }),
    );
    const user = await openPage();

    await screen.findByText('The fourth decimal of a price.');
    await user.click(screen.getByRole('button', { name: en.common.save }));

    expect(await screen.findByText('FAQ list')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(en.content.gone)).toBeTruthy());
  });
});
