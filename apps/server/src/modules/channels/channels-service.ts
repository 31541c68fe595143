import type { App } from '@signal-desk/domain/apps';
import {
  type Channel,
  type ChannelInput,
  type ChannelPost,
  type ChannelPostListQuery,
  type ChannelTestResult,
  maskSecret,
} from '@signal-desk/domain/channels';
import { pageOf } from '@signal-desk/domain/http';
import type { Locale } from '@signal-desk/domain/locale-codes';
import { channelTestText } from '@signal-desk/domain/outside/channel-message';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { channelPosts, channels } from '../../db/schema';
import type { ChannelSender, ChannelTarget } from '../../integrations/channels/channel-sender';
import { badRequest, notFound } from '../../shared/errors';
import { inApps } from '../../shared/list-query';
import { type Actor, recordActivity } from '../activity/service';
import { assertCompliant } from '../signal-support/bad-words-service';
import { waitForSlot } from './channel-posts-service';

type ChannelRow = typeof channels.$inferSelect;

/** The channel as the API answers it: its secrets masked. */
function toChannel(row: ChannelRow, simulated: boolean): Channel {
  return {
    _id: row.id,
    app: row.app,
    kind: row.kind,
    name: row.name,
    language: row.language as Locale,
    enabled: row.enabled,
    chatId: row.chatId,
    botToken: maskSecret(row.botToken),
    webhookUrl: maskSecret(row.webhookUrl),
    simulated,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const targetOf = (row: ChannelRow): ChannelTarget => ({
  kind: row.kind,
  botToken: row.botToken,
  chatId: row.chatId,
  webhookUrl: row.webhookUrl,
});

export async function listChannels(db: Db, apps: readonly App[], app: App | undefined, simulated: boolean) {
  const rows = await db
    .select()
    .from(channels)
    .where(and(inApps(channels.app, apps), app ? eq(channels.app, app) : undefined))
    .orderBy(channels.app, channels.name, channels.id);
  return rows.map((row) => toChannel(row, simulated));
}

async function findChannel(exec: Executor, id: string): Promise<ChannelRow> {
  const [row] = await exec.select().from(channels).where(eq(channels.id, id));
  if (!row) throw notFound('Channel');
  return row;
}

export async function getChannel(db: Db, id: string, simulated: boolean): Promise<Channel> {
  return toChannel(await findChannel(db, id), simulated);
}

const missing = (path: string) => ({ path, message: 'This field is required', code: 'required' as const });

/**
 * The stored fields of an input: a secret left empty keeps the stored one (an edit of the same kind),
 * the other kind's are cleared; a channel without the secrets of its kind is refused.
 */
function fieldsOf(input: ChannelInput, before?: ChannelRow) {
  const kept = (given: string | undefined, stored: string | null | undefined) =>
    given ? given : before?.kind === input.kind ? (stored ?? null) : null;
  const telegram = input.kind === 'telegram';
  const fields = {
    app: input.app,
    kind: input.kind,
    name: input.name,
    language: input.language,
    enabled: input.enabled,
    botToken: telegram ? kept(input.botToken, before?.botToken) : null,
    chatId: telegram ? input.chatId || null : null,
    webhookUrl: telegram ? null : kept(input.webhookUrl, before?.webhookUrl),
  };
  const absent = telegram
    ? [...(fields.botToken ? [] : [missing('botToken')]), ...(fields.chatId ? [] : [missing('chatId')])]
    : fields.webhookUrl
      ? []
      : [missing('webhookUrl')];
  if (absent.length) throw badRequest('The channel needs its credentials', absent);
  return fields;
}

export function createChannel(db: Db, actor: Actor, input: ChannelInput, simulated: boolean) {
  const fields = fieldsOf(input);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(channels).values(fields).returning();
    if (!row) throw new Error('channel insert returned nothing');
    const created = toChannel(row, simulated);
    await recordActivity(tx, actor, {
      kind: 'channel created',
      targetType: 'channel',
      targetId: row.id,
      next: created,
    });
    return created;
  });
}

export function updateChannel(db: Db, actor: Actor, id: string, input: ChannelInput, simulated: boolean) {
  return db.transaction(async (tx) => {
    const [stored] = await tx.select().from(channels).where(eq(channels.id, id)).for('update');
    if (!stored) throw notFound('Channel');
    const [row] = await tx
      .update(channels)
      .set({ ...fieldsOf(input, stored), updatedAt: new Date() })
      .where(eq(channels.id, id))
      .returning();
    if (!row) throw notFound('Channel');
    const after = toChannel(row, simulated);
    await recordActivity(tx, actor, {
      kind: 'channel updated',
      targetType: 'channel',
      targetId: id,
      prev: toChannel(stored, simulated),
      // A new secret shows as changed, never as itself (keys naming a token are redacted by the log).
      next: {
        ...after,
        changedCredentials: [
          ...(stored.botToken !== row.botToken ? ['bot token'] : []),
          ...(stored.webhookUrl !== row.webhookUrl ? ['webhook URL'] : []),
        ],
      },
    });
    return after;
  });
}

export function deleteChannel(
  db: Db,
  actor: Actor,
  id: string,
  simulated: boolean,
): Promise<{ _id: string }> {
  return db.transaction(async (tx) => {
    const before = toChannel(await findChannel(tx, id), simulated);
    await tx.delete(channels).where(eq(channels.id, id));
    await recordActivity(tx, actor, {
      kind: 'channel deleted',
      targetType: 'channel',
      targetId: id,
      prev: before,
    });
    return { _id: id };
  });
}

/**
 * "Send test message": posts the channel's test text (or the admin's, checked against the blacklist
 * like every customer text) at once, and answers what Telegram or Discord said. Logged either way.
 */
export async function sendTestMessage(
  db: Db,
  sender: ChannelSender,
  actor: Actor,
  id: string,
  input: { text?: string },
): Promise<ChannelTestResult> {
  const row = await findChannel(db, id);
  if (input.text) await assertCompliant(db, { text: input.text });
  const text = input.text ?? channelTestText(row.language);
  const simulated = sender.name === 'simulated';
  let result: ChannelTestResult;
  try {
    if (sender.rateLimited) await waitForSlot(db, row.id);
    const { messageId } = await sender.post(targetOf(row), { text });
    result = { delivered: true, messageId, error: null, simulated };
  } catch (error) {
    result = { delivered: false, messageId: null, error: (error as Error).message, simulated };
  }
  await recordActivity(db, actor, {
    kind: 'channel test sent',
    targetType: 'channel',
    targetId: id,
    app: row.app,
    next: { app: row.app, name: row.name, text, ...result },
  });
  return result;
}

type PostRow = typeof channelPosts.$inferSelect;

function toChannelPost(row: PostRow, channel: Pick<ChannelRow, 'name' | 'kind' | 'app'>): ChannelPost {
  const signal = (row.payload as { signal?: { signalId?: string } }).signal;
  return {
    _id: String(row.id),
    channelId: row.channelId,
    channelName: channel.name,
    kind: channel.kind,
    app: channel.app,
    signalId: row.signalId,
    readableId: signal?.signalId ?? '',
    version: row.version,
    events: row.events,
    status: row.status,
    outcome: row.outcome,
    sender: row.sender,
    attempts: row.attempts,
    lastError: row.lastError,
    messageId: row.messageId,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** The posts of the channels of these apps, newest first, with their outcome, error and attempts. */
export async function listChannelPosts(db: Db, apps: readonly App[], query: ChannelPostListQuery) {
  const page = query.page ?? 1;
  const perPage = query.perPage ?? 20;
  const conditions: (SQL | undefined)[] = [
    inApps(channels.app, apps),
    query.app ? eq(channels.app, query.app) : undefined,
    query.channelId ? eq(channelPosts.channelId, query.channelId) : undefined,
    query.status ? eq(channelPosts.status, query.status) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ post: channelPosts, name: channels.name, kind: channels.kind, app: channels.app })
      .from(channelPosts)
      .innerJoin(channels, eq(channels.id, channelPosts.channelId))
      .where(where)
      .orderBy(desc(channelPosts.createdAt), desc(channelPosts.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: count() })
      .from(channelPosts)
      .innerJoin(channels, eq(channels.id, channelPosts.channelId))
      .where(where),
  ]);
  return { data: rows.map((r) => toChannelPost(r.post, r)), ...pageOf(total?.n ?? 0, page, perPage) };
}
