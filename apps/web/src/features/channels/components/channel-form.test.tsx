// @vitest-environment happy-dom
import { type Channel, channelSchema } from '@signal-desk/domain/channels';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../../locales/en';
import { answerData, type SentRequest, serveApi } from '../../../shared/testing/api-server';
import { renderWithApp } from '../../../shared/testing/render';
import { useSaveChannel } from '../api/save-channel';
import { ChannelForm, channelFormDefaults } from './channel-form';

const STORED: Channel = {
  _id: '3f0c8d1e-4c1a-4f7e-9a53-0f6f1c2b8d11',
  app: 'shift',
  kind: 'telegram',
  name: 'Shift signals',
  language: 'en',
  enabled: true,
  chatId: '-1001234567890',
  botToken: '••••0001',
  webhookUrl: null,
  simulated: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
/** The saved channel: the stored one with what was sent. */
const saved = (request: SentRequest): Channel => ({ ...STORED, ...(request.body as object) });

let done = 0;
function Form({ stored }: { stored?: Channel }) {
  const save = useSaveChannel(stored?._id);
  return (
    <ChannelForm
      apps={['shift', 'relic']}
      defaults={channelFormDefaults('shift', stored)}
      stored={stored}
      save={save}
      onDone={() => done++}
      onCancel={() => {}}
    />
  );
}

afterEach(cleanup);

describe('the channel form', () => {
  it('adds a Telegram chat with its token, and refuses a chat id that is none before sending', async () => {
    const api = serveApi(answerData('POST', '/api/channels', channelSchema, saved, 201));
    const user = userEvent.setup();
    await renderWithApp(<Form />);
    await user.type(screen.getByRole('textbox', { name: new RegExp(en.channels.fields.name) }), 'Shift VIP');
    await user.type(
      screen.getByLabelText(new RegExp(en.channels.fields.botToken)),
      '123456789:AAE-telegram-secret-token-0001',
    );
    const chat = screen.getByRole('textbox', { name: new RegExp(en.channels.fields.chatId) });
    await user.type(chat, 'my chat');
    await user.click(screen.getByRole('button', { name: en.common.save }));
    expect(await screen.findByText(en.validation.invalid)).toBeTruthy();
    expect(api.sent.some((r) => r.method === 'POST')).toBe(false);

    await user.clear(chat);
    await user.type(chat, '-100555');
    await user.click(screen.getByRole('button', { name: en.common.save }));
    await waitFor(() => expect(api.sent.some((r) => r.method === 'POST')).toBe(true));
    expect(api.sent.find((r) => r.method === 'POST')?.body).toEqual({
      app: 'shift',
      kind: 'telegram',
      name: 'Shift VIP',
      language: 'en',
      enabled: true,
      botToken: '123456789:AAE-telegram-secret-token-0001',
      chatId: '-100555',
    });
  });

  it('shows the stored token masked, never in the field, and keeps it when the field is left empty', async () => {
    const api = serveApi(answerData('PUT', `/api/channels/${STORED._id}`, channelSchema, saved));
    const user = userEvent.setup();
    const before = done;
    await renderWithApp(<Form stored={STORED} />);
    const token = screen.getByLabelText(new RegExp(en.channels.fields.botToken)) as HTMLInputElement;
    expect(token.value).toBe('');
    expect(screen.getByText(/Stored: ••••0001/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: en.common.save }));
    await waitFor(() => expect(done).toBe(before + 1));
    expect(api.sent.find((r) => r.method === 'PUT')?.body).toMatchObject({
      botToken: '',
      chatId: '-1001234567890',
    });
  });
});
