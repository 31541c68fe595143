import type { ChannelKind, ChannelSenderName } from '@signal-desk/domain/channels';

/** Where a channel's messages go, with its secrets (read from the channel's row, never answered). */
export interface ChannelTarget {
  kind: ChannelKind;
  botToken: string | null;
  chatId: string | null;
  webhookUrl: string | null;
}

/** An image sent with the idea's first message (its bytes: Telegram and Discord cannot reach our files). */
export interface ChannelImage {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
  fileName: string;
}

/** Telegram or Discord asked to wait (HTTP 429, `retry_after` seconds) before the next request. */
export class RetryAfter extends Error {
  constructor(
    readonly seconds: number,
    message: string,
  ) {
    super(message);
  }
}

/** The message can no longer be edited (deleted, or too old): the change goes as a reply instead. */
export class MessageNotEditable extends Error {}

/**
 * Posts to Telegram chats and Discord channels (`real`) or to nowhere (`simulated`, the default).
 * Each call is one request; a failure throws (RetryAfter, MessageNotEditable, or any Error to retry).
 */
export interface ChannelSender {
  readonly name: ChannelSenderName;
  /** Whether the per-chat and global rate limits apply (they protect Telegram and Discord). */
  readonly rateLimited: boolean;
  post(
    target: ChannelTarget,
    message: { text: string; image?: ChannelImage },
  ): Promise<{ messageId: string }>;
  /** Replaces the text of a message (its caption when it carries the image). */
  edit(target: ChannelTarget, messageId: string, message: { text: string; caption: boolean }): Promise<void>;
  /** A new message answering `replyTo`, so the channel reads as a thread. */
  reply(target: ChannelTarget, replyTo: string, text: string): Promise<{ messageId: string }>;
}

/** A text cut to a platform's limit. */
export const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function required(value: string | null, what: string): string {
  if (!value) throw new Error(`the channel has no ${what}`);
  return value;
}
