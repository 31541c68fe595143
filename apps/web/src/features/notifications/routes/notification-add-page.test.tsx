// @vitest-environment happy-dom
import { REFUSAL_MESSAGES } from '@signal-desk/domain/http';
import { type Notification, notificationSchema } from '@signal-desk/domain/notifications';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { en } from '../../../locales/en';
import { PATHS } from '../../../shared/paths';
import { answerData, answerList, refuse, serveApi } from '../../../shared/testing/api-server';
import { renderOnRoute } from '../../../shared/testing/render';
import { NotificationAddPage } from './notification-add-page';

const texts = en.delivery.form;
const queued: Notification = {
  _id: 'n1',
  type: 'manual',
  label: 'All devices',
  app: 'shift',
  language: 'fr',
  trader: null,
  signalId: null,
  title: 'Markets open',
  body: 'The week starts now',
  url: null,
  username: 'tester',
  sender: 'simulated',
  status: 'queued',
  sent: 0,
  success: 0,
  failure: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  sent_at: null,
};
const traders = answerList('/api/traders', z.object({ _id: z.string(), nickname: z.string() }), [
  { _id: 't1', nickname: 'tara' },
]);

afterEach(cleanup);

async function openPage() {
  const user = userEvent.setup();
  await renderOnRoute({
    path: PATHS.notificationAdd,
    component: NotificationAddPage,
    url: `${PATHS.notificationAdd}?app=shift`,
    others: { [PATHS.notifications]: () => <p>Notifications history</p> },
  });
  const field = (label: string) => screen.findByRole('textbox', { name: new RegExp(`^${label}`) });
  await user.type(await field(texts.title), 'Markets open');
  await user.type(await field(texts.body), 'The week starts now');
  return user;
}

describe('NotificationAddPage', () => {
  it('asks before sending to the chosen language, then sends and goes to the history', async () => {
    const api = serveApi(traders, answerData('POST', '/api/notifications', notificationSchema, queued, 201));
    const user = await openPage();

    await user.click(screen.getByRole('combobox', { name: texts.language }));
    await user.click(await screen.findByRole('option', { name: 'Français' }));
    expect(screen.getByText('Goes to: devices in Français')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: texts.send }));

    const confirm = within(await screen.findByRole('dialog'));
    expect(
      confirm.getByText(`It goes to devices in Français (${en.apps.shift}) and cannot be recalled.`),
    ).toBeTruthy();
    expect(api.sent.filter((r) => r.method === 'POST')).toEqual([]);
    await user.click(confirm.getByRole('button', { name: texts.send }));

    expect(await screen.findByText('Notifications history')).toBeTruthy();
    expect(await screen.findByText(texts.sent)).toBeTruthy();
    expect(api.sent.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { app: 'shift', title: 'Markets open', body: 'The week starts now', language: 'fr' },
    ]);
  });

  it('says what is missing on each field and asks nothing', async () => {
    const api = serveApi(traders);
    const user = userEvent.setup();
    await renderOnRoute({
      path: PATHS.notificationAdd,
      component: NotificationAddPage,
      url: `${PATHS.notificationAdd}?app=shift`,
    });
    await user.click(await screen.findByRole('button', { name: texts.send }));

    expect(await screen.findAllByText(en.validation.required)).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('names the refused term on the message field after a compliance refusal', async () => {
    serveApi(
      traders,
      refuse('POST', '/api/notifications', 400, {
        code: 'bad_request',
        reason: 'compliance_warning',
        message: REFUSAL_MESSAGES.compliance_warning,
        fields: [
          {
            path: 'body',
            message: REFUSAL_MESSAGES.compliance_warning,
            reason: 'compliance_warning',
            term: 'guaranteed',
          },
        ],
      }),
    );
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: texts.send }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: texts.send }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const message = screen.getByRole('textbox', { name: new RegExp(`^${texts.body}`) });
    await waitFor(() => expect(message.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(/guaranteed/, { selector: 'p' }).id).toBe(
      message.getAttribute('aria-describedby'),
    );
    expect(screen.queryByText('Notifications history')).toBeNull();
  });
});
