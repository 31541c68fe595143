// @vitest-environment happy-dom
import { VALIDATION_MESSAGES } from '@signal-desk/domain/messages';
import { badWordSchema } from '@signal-desk/domain/signal-support';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answer, answerList, noContent, refuse, serveApi } from '../../../shared/testing/api-server';
import { renderWithApp } from '../../../shared/testing/render';
import { BadWordsList } from './bad-words-list';

const SCAM = {
  _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a51',
  text: 'scam',
  createdAt: '2026-01-01T10:00:00.000Z',
};
const listed = answerList('/api/badWords', badWordSchema, [SCAM]);
const added = (words: string[]) =>
  words.map((text, index) => ({
    _id: `3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a6${index}`,
    text,
    createdAt: '2026-01-02T10:00:00.000Z',
  }));

afterEach(cleanup);

const wordsField = () => screen.getByRole('textbox', { name: 'Words to add' });

describe('BadWordsList', () => {
  it('adds the words typed, one a line or separated by commas, and empties the field', async () => {
    const api = serveApi(
      listed,
      answer('POST', '/api/badWords', z.object({ data: z.array(badWordSchema) }), {
        data: added(['sure win', 'risk-free']),
      }),
    );
    const user = userEvent.setup();
    await renderWithApp(<BadWordsList />);
    await screen.findByText('scam');

    await user.type(wordsField(), 'sure win, risk-free{Enter}Sure win');
    await user.click(screen.getByRole('button', { name: 'Add words' }));

    expect(await screen.findByText('2 words added')).toBeTruthy();
    expect(api.sent.find((r) => r.method === 'POST')?.body).toEqual({ words: ['sure win', 'risk-free'] });
    await waitFor(() => expect((wordsField() as HTMLTextAreaElement).value).toBe(''));
  });

  it('says on the field that words are required, or that one is too long, and sends nothing', async () => {
    const api = serveApi(listed);
    const user = userEvent.setup();
    await renderWithApp(<BadWordsList />);

    await user.type(wordsField(), ' , ');
    await user.click(screen.getByRole('button', { name: 'Add words' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.required)).toBeTruthy();
    expect(wordsField().getAttribute('aria-invalid')).toBe('true');

    await user.clear(wordsField());
    await user.type(wordsField(), `fine, ${'x'.repeat(101)}`);
    await user.click(screen.getByRole('button', { name: 'Add words' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.tooLong100)).toBeTruthy();
    expect(api.sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it("puts the server's refusal of a word on the field and keeps what was typed", async () => {
    serveApi(
      listed,
      refuse('POST', '/api/badWords', 400, {
        code: 'bad_request',
        message: 'Invalid input',
        fields: [
          { path: 'words.1', message: VALIDATION_MESSAGES.controlCharacters, code: 'controlCharacters' },
        ],
      }),
    );
    const user = userEvent.setup();
    await renderWithApp(<BadWordsList />);

    await user.type(wordsField(), 'fine, odd');
    await user.click(screen.getByRole('button', { name: 'Add words' }));

    await waitFor(() => expect(wordsField().getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen.getAllByText(VALIDATION_MESSAGES.controlCharacters, { exact: false }).length,
    ).toBeGreaterThan(0);
    expect((wordsField() as HTMLTextAreaElement).value).toBe('fine, odd');
  });

  it('deletes a word after the confirmation', async () => {
    const api = serveApi(listed, noContent('DELETE', `/api/badWords/${SCAM._id}`));
    const user = userEvent.setup();
    await renderWithApp(<BadWordsList />);

    await user.click(await screen.findByRole('button', { name: 'Delete scam' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('"scam" deleted')).toBeTruthy();
    expect(api.sent.some((r) => r.method === 'DELETE')).toBe(true);
  });
});
