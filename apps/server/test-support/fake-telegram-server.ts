import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message of a fake chat, as the bot left it. */
export interface TelegramMessage {
  messageId: number;
  chatId: string;
  text: string;
  photo: boolean;
  /** The message it answers, when it is a reply. */
  replyTo: number | null;
  edits: number;
}

/** Every request that reached the fake, with when (rate-limit checks). */
export interface TelegramCall {
  method: string;
  chatId: string;
  at: number;
}

/**
 * A local fake of the Telegram Bot API for tests (`POST /bot<token>/<method>`, JSON or multipart, as
 * grammY sends them): sendMessage, sendPhoto, editMessageText and editMessageCaption over chats it
 * keeps in memory, with Telegram's answers: 401 for an unknown token, 429 with
 * `parameters.retry_after` (`tooManyNext`), "message to edit not found" for a message that is gone
 * (`forget`), "message is not modified" for an edit that changes nothing; `stallNext` sends are never
 * answered nor kept (a server killed while it waits).
 */
export class FakeTelegramServer {
  readonly messages: TelegramMessage[] = [];
  readonly calls: TelegramCall[] = [];
  tooManyNext = 0;
  retryAfter = 1;
  stallNext = 0;
  private nextId = 100;
  private server: Server | undefined;

  constructor(private readonly tokens: readonly string[]) {}

  /** Starts on a free port; answers the `apiRoot` to give grammY. */
  async start(): Promise<string> {
    const server = createServer((req, res) => {
      void this.handle(req).then(
        (answer) => {
          if (answer === null) return;
          res
            .writeHead(answer.status, { 'content-type': 'application/json' })
            .end(JSON.stringify(answer.body));
        },
        (error: Error) => res.writeHead(500).end(error.message),
      );
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  chat(chatId: string): TelegramMessage[] {
    return this.messages.filter((m) => m.chatId === chatId);
  }

  /** Deletes a message: editing it then fails as with Telegram. */
  forget(messageId: number): void {
    const index = this.messages.findIndex((m) => m.messageId === messageId);
    if (index >= 0) this.messages.splice(index, 1);
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; body: unknown } | null> {
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '');
    const params = await bodyOf(req);
    if (!match) return error(404, 'Not Found');
    const [, token, method = ''] = match;
    if (!this.tokens.includes(token ?? '')) return error(401, 'Unauthorized');
    const chatId = String(params.chat_id ?? '');
    this.calls.push({ method, chatId, at: Date.now() });
    if (this.tooManyNext > 0) {
      this.tooManyNext--;
      return {
        status: 429,
        body: {
          ok: false,
          error_code: 429,
          description: `Too Many Requests: retry after ${this.retryAfter}`,
          parameters: { retry_after: this.retryAfter },
        },
      };
    }
    switch (method) {
      case 'sendMessage':
      case 'sendPhoto': {
        if (this.stallNext > 0) {
          this.stallNext--;
          return null;
        }
        const reply = params.reply_parameters as { message_id?: number } | undefined;
        const replyTo = reply?.message_id ?? null;
        const message: TelegramMessage = {
          messageId: this.nextId++,
          chatId,
          text: String((method === 'sendPhoto' ? params.caption : params.text) ?? ''),
          photo: method === 'sendPhoto',
          replyTo: replyTo !== null && this.messages.some((m) => m.messageId === replyTo) ? replyTo : null,
          edits: 0,
        };
        this.messages.push(message);
        return ok(this.asTelegram(message));
      }
      case 'editMessageText':
      case 'editMessageCaption': {
        const message = this.messages.find(
          (m) => m.chatId === chatId && m.messageId === Number(params.message_id),
        );
        if (!message) return error(400, 'Bad Request: message to edit not found');
        if (message.photo !== (method === 'editMessageCaption'))
          return error(400, "Bad Request: message can't be edited");
        const text = String((method === 'editMessageCaption' ? params.caption : params.text) ?? '');
        if (text === message.text)
          return error(
            400,
            'Bad Request: message is not modified: specified new message content is the same',
          );
        message.text = text;
        message.edits++;
        return ok(this.asTelegram(message));
      }
      default:
        return error(404, 'Not Found: method not found');
    }
  }

  private asTelegram(m: TelegramMessage) {
    return {
      message_id: m.messageId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: Number(m.chatId) || m.chatId, type: 'channel' },
      ...(m.photo ? { caption: m.text, photo: [{ file_id: `photo-${m.messageId}` }] } : { text: m.text }),
    };
  }
}

const ok = (result: unknown) => ({ status: 200, body: { ok: true, result } });
const error = (status: number, description: string) => ({
  status,
  body: { ok: false, error_code: status, description },
});

/** The request's parameters: JSON, or multipart (grammY sends files that way, other fields as JSON text). */
async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const type = String(req.headers['content-type'] ?? '');
  if (type.includes('application/json')) return raw.length ? JSON.parse(raw.toString('utf8')) : {};
  if (!type.includes('multipart/form-data')) return {};
  const params: Record<string, unknown> = {};
  for (const part of multipartParts(raw, type)) {
    if (part.fileName !== null) params[part.name] = { fileName: part.fileName, size: part.body.length };
    else {
      const value = part.body.toString('utf8');
      try {
        params[part.name] = JSON.parse(value);
      } catch {
        params[part.name] = value;
      }
    }
  }
  return params;
}

/** The parts of a multipart/form-data body (a small parser: grammY streams its own multipart). */
export function multipartParts(raw: Buffer, contentType: string) {
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1];
  if (!boundary) return [];
  const parts: { name: string; fileName: string | null; body: Buffer }[] = [];
  const delimiter = Buffer.from(`--${boundary}`);
  let start = raw.indexOf(delimiter);
  while (start >= 0) {
    const next = raw.indexOf(delimiter, start + delimiter.length);
    if (next < 0) break;
    const part = raw.subarray(start + delimiter.length, next);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd >= 0) {
      const headers = part.subarray(0, headerEnd).toString('utf8');
      const name = /name="([^"]*)"/.exec(headers)?.[1];
      const fileName = /filename="([^"]*)"/.exec(headers)?.[1] ?? null;
      // The part's body ends before the CRLF that precedes the next delimiter.
      if (name) parts.push({ name, fileName, body: part.subarray(headerEnd + 4, part.length - 2) });
    }
    start = next;
  }
  return parts;
}
