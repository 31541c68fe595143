import { Bot, GrammyError, HttpError, InputFile } from 'grammy';
import { type ChannelImage, cut, MessageNotEditable, RetryAfter } from './channel-sender';

/** Telegram's limits: a message's text, a photo's caption. */
const TEXT_MAX = 4096;
const CAPTION_MAX = 1024;
const NO_PREVIEW = { link_preview_options: { is_disabled: true } } as const;

/**
 * The Telegram Bot API through grammY: one bot client per token, pointed at `apiRoot` (Telegram's, or
 * a local fake of the Bot API in tests). Telegram's answers become the sender's errors: 429 waits
 * `parameters.retry_after`, an edit of a message that is gone or too old falls back to a reply, and an
 * edit that changes nothing is done.
 */
export class TelegramSender {
  private readonly bots = new Map<string, Bot>();

  constructor(private readonly apiRoot: string) {}

  private api(token: string) {
    let bot = this.bots.get(token);
    if (!bot) {
      bot = new Bot(token, { client: { apiRoot: this.apiRoot, timeoutSeconds: 10 } });
      this.bots.set(token, bot);
    }
    return bot.api;
  }

  async post(token: string, chatId: string, { text, image }: { text: string; image?: ChannelImage }) {
    const api = this.api(token);
    const sent = await telegram<{ message_id: number }>(() =>
      image
        ? api.sendPhoto(chatId, new InputFile(image.bytes, image.fileName), {
            caption: cut(text, CAPTION_MAX),
          })
        : api.sendMessage(chatId, cut(text, TEXT_MAX), NO_PREVIEW),
    );
    return { messageId: String(sent.message_id) };
  }

  async edit(
    token: string,
    chatId: string,
    messageId: string,
    { text, caption }: { text: string; caption: boolean },
  ) {
    const api = this.api(token);
    try {
      await telegram(() =>
        caption
          ? api.editMessageCaption(chatId, Number(messageId), { caption: cut(text, CAPTION_MAX) })
          : api.editMessageText(chatId, Number(messageId), cut(text, TEXT_MAX), NO_PREVIEW),
      );
    } catch (error) {
      // The message already says this (a retry after the edit went through).
      if (error instanceof GrammyError && /message is not modified/i.test(error.description)) return;
      throw error;
    }
  }

  async reply(token: string, chatId: string, replyTo: string, text: string) {
    const sent = await telegram(() =>
      this.api(token).sendMessage(chatId, cut(text, TEXT_MAX), {
        ...NO_PREVIEW,
        reply_parameters: { message_id: Number(replyTo), allow_sending_without_reply: true },
      }),
    );
    return { messageId: String(sent.message_id) };
  }
}

async function telegram<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof GrammyError) {
      if (error.error_code === 429)
        throw new RetryAfter(error.parameters.retry_after ?? 1, `Telegram 429: ${error.description}`);
      if (/message to edit not found|message can't be edited/i.test(error.description))
        throw new MessageNotEditable(`Telegram: ${error.description}`);
      if (/message is not modified/i.test(error.description)) throw error;
      throw new Error(`Telegram ${error.error_code}: ${error.description}`);
    }
    if (error instanceof HttpError) throw new Error(`Telegram unreachable: ${error.message}`);
    throw error;
  }
}
