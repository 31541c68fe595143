import { type ChannelImage, cut, MessageNotEditable, RetryAfter } from './channel-sender';

/** Discord's limit of a message's content. */
const CONTENT_MAX = 2000;
const TIMEOUT_MS = 10_000;

/**
 * Discord's webhook API with fetch: `POST {webhook}?wait=true` answers the message (its id), `PATCH
 * {webhook}/messages/{id}` edits it; 429 carries `retry_after` in seconds. A webhook cannot answer a
 * message as a reply: the reply is a new message under it that names the idea.
 */
export async function discordPost(
  webhookUrl: string,
  { text, image }: { text: string; image?: ChannelImage },
) {
  const url = new URL(webhookUrl);
  url.searchParams.set('wait', 'true');
  // No @everyone or role pings, whatever a comment says.
  const payload = { content: cut(text, CONTENT_MAX), allowed_mentions: { parse: [] } };
  let body: FormData | string;
  let headers: Record<string, string> = {};
  if (image) {
    const form = new FormData();
    form.set(
      'payload_json',
      JSON.stringify({ ...payload, attachments: [{ id: 0, filename: image.fileName }] }),
    );
    form.set('files[0]', new Blob([image.bytes], { type: image.contentType }), image.fileName);
    body = form;
  } else {
    body = JSON.stringify(payload);
    headers = { 'content-type': 'application/json' };
  }
  const message = (await discord(url, { method: 'POST', headers, body })) as { id: string };
  return { messageId: String(message.id) };
}

export async function discordEdit(webhookUrl: string, messageId: string, text: string): Promise<void> {
  const url = new URL(webhookUrl);
  url.pathname = `${url.pathname.replace(/\/$/, '')}/messages/${encodeURIComponent(messageId)}`;
  await discord(url, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ content: cut(text, CONTENT_MAX), allowed_mentions: { parse: [] } }),
  });
}

async function discord(url: URL, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new Error(`Discord unreachable: ${(error as Error).message}`);
  }
  const answer = (await response.json().catch(() => ({}))) as { retry_after?: number; message?: string };
  if (response.status === 429)
    throw new RetryAfter(Math.max(1, Math.ceil(answer.retry_after ?? 1)), 'Discord 429: rate limited');
  if (response.status === 404 && init.method === 'PATCH')
    throw new MessageNotEditable(`Discord: ${answer.message ?? 'Unknown Message'}`);
  if (!response.ok) throw new Error(`Discord ${response.status}: ${answer.message ?? response.statusText}`);
  return answer;
}
