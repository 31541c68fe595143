import { z } from 'zod';
import { appSchema } from './apps';
import { idSchema, textSchema, urlSchema } from './fields';
import { pagingQueryShape } from './http';
import { localeSchema } from './locales';
import type { ValidationCode } from './messages';
import { CHANNEL_EVENTS } from './outside/channel-message';

const m = (code: ValidationCode) => ({ message: code });

/** Where an app's trade ideas are posted besides its apps: a Telegram chat (a bot) or a Discord channel (a webhook). */
export const CHANNEL_KINDS = ['telegram', 'discord'] as const;
export const channelKindSchema = z.enum(CHANNEL_KINDS, m('invalid'));
export type ChannelKind = z.infer<typeof channelKindSchema>;

/** Who delivers the posts: Telegram and Discord themselves, or the local simulation (named so in the UI). */
export const CHANNEL_SENDERS = ['real', 'simulated'] as const;
export type ChannelSenderName = (typeof CHANNEL_SENDERS)[number];

/** A bot token as BotFather gives it: `<bot id>:<secret>`. */
const BOT_TOKEN = /^\d{3,20}:[A-Za-z0-9_-]{20,100}$/;
/** A chat id (`-1001234567890`) or a public channel's username (`@signals`). */
const CHAT_ID = /^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/;

/** A write-only secret: empty on an edit keeps the stored one. */
const secretSchema = (valid: (value: string) => boolean, code: ValidationCode) =>
  textSchema
    .trim()
    .max(1000, m('tooLong1000'))
    .refine((value) => value === '' || valid(value), m(code));

/**
 * POST and PUT /api/channels. The bot token and the webhook URL (which holds Discord's token) are
 * write-only: answered masked, and kept when an edit leaves them empty; a new channel needs its own.
 */
export const channelInputSchema = z
  .strictObject({
    app: appSchema,
    kind: channelKindSchema,
    name: textSchema.trim().min(2, m('tooShort2')).max(100, m('tooLong100')),
    language: localeSchema,
    enabled: z.boolean(),
    botToken: secretSchema((value) => BOT_TOKEN.test(value), 'invalid').optional(),
    chatId: textSchema
      .trim()
      .refine((value) => value === '' || CHAT_ID.test(value), m('invalid'))
      .optional(),
    webhookUrl: secretSchema((value) => urlSchema.safeParse(value).success, 'url').optional(),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'telegram' && !input.chatId)
      ctx.addIssue({ code: 'custom', path: ['chatId'], message: 'required' });
  });
export type ChannelInput = z.infer<typeof channelInputSchema>;

export const channelSchema = z.object({
  _id: idSchema,
  app: appSchema,
  kind: channelKindSchema,
  name: z.string(),
  language: localeSchema,
  enabled: z.boolean(),
  chatId: z.string().nullable(),
  /** Masked (`••••1234`): secrets are write-only. */
  botToken: z.string().nullable(),
  webhookUrl: z.string().nullable(),
  /** Posts go to the local simulation, not to Telegram or Discord (CHANNELS is not `real`). */
  simulated: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Channel = z.infer<typeof channelSchema>;

export const channelListQuerySchema = z.strictObject({ app: appSchema.optional() });

/** POST /api/channels/{id}/test: the channel's own test text, or one written here (checked like every customer text). */
export const channelTestInputSchema = z.strictObject({
  text: textSchema.trim().min(1, m('required')).max(1000, m('tooLong1000')).optional(),
});
export const channelTestResultSchema = z.object({
  delivered: z.boolean(),
  messageId: z.string().nullable(),
  /** Why Telegram or Discord refused it (a wrong token, an unknown chat...). */
  error: z.string().nullable(),
  simulated: z.boolean(),
});
export type ChannelTestResult = z.infer<typeof channelTestResultSchema>;

/** A secret as it is answered: its last four characters (none when it is that short). */
export function maskSecret(secret: string | null): string | null {
  if (!secret) return null;
  return secret.length > 8 ? `••••${secret.slice(-4)}` : '••••';
}

/**
 * pending: waiting or being retried (its last error says why); sent; failed: given up after a day of
 * retries; refused: its text holds a blacklisted term; skipped: the channel was switched off or removed.
 */
export const CHANNEL_POST_STATUSES = ['pending', 'sent', 'failed', 'refused', 'skipped'] as const;
export type ChannelPostStatus = (typeof CHANNEL_POST_STATUSES)[number];
/** What a sent post did in the channel: a new message, or the idea's message edited and answered. */
export const CHANNEL_POST_OUTCOMES = ['posted', 'edited-replied', 'edited', 'replied'] as const;
export type ChannelPostOutcome = (typeof CHANNEL_POST_OUTCOMES)[number];

export const channelPostSchema = z.object({
  _id: z.string(),
  channelId: idSchema,
  channelName: z.string(),
  kind: channelKindSchema,
  app: appSchema,
  signalId: idSchema,
  /** The idea's readable id (SHIFT-000123). */
  readableId: z.string(),
  version: z.number().int(),
  events: z.array(z.enum(CHANNEL_EVENTS)),
  status: z.enum(CHANNEL_POST_STATUSES),
  outcome: z.enum(CHANNEL_POST_OUTCOMES).nullable(),
  sender: z.enum(CHANNEL_SENDERS).nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  messageId: z.string().nullable(),
  text: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type ChannelPost = z.infer<typeof channelPostSchema>;

export const channelPostListQuerySchema = z.strictObject({
  ...pagingQueryShape,
  app: appSchema.optional(),
  channelId: idSchema.optional(),
  status: z.enum(CHANNEL_POST_STATUSES).optional(),
});
export type ChannelPostListQuery = z.infer<typeof channelPostListQuerySchema>;
