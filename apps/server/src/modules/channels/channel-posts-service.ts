import type { Readable } from 'node:stream';
import {
  type ChannelEvent,
  channelEventsOf,
  channelMessageText,
  channelReplyText,
} from '@signal-desk/domain/outside/channel-message';
import { type SignalChange, signalChangeSchema } from '@signal-desk/domain/outside/committed-signal';
import { OPEN_STATUSES } from '@signal-desk/domain/signal';
import { findBlacklisted } from '@signal-desk/domain/text-rules';
import { and, asc, count, desc, eq, inArray, isNotNull, lt, notExists, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import type { Relation } from '../../db/cte';
import { channelPosts, channels, signals } from '../../db/schema';
import {
  type ChannelImage,
  type ChannelSender,
  MessageNotEditable,
  RetryAfter,
} from '../../integrations/channels/channel-sender';
import { IntervalLimiter } from '../../integrations/channels/rate-limiter';
import type { Storage } from '../../integrations/storage/storage';
import type { JobHandler } from '../../jobs/job-runtime';
import { nicknamesOf } from '../identity/admins-service';
import { committedSignalJson, type PartnerCopyColumn } from '../partner/service';
import { blacklist } from '../signal-support/bad-words-service';
import { getSettings } from '../signal-support/settings-service';

export const CHANNEL_POST_QUEUE = 'channel-post';
/** Posts are retried for this long, then given up (failed) so later versions can go. */
export const CHANNEL_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Longer than a post's requests and waits (two requests, 10 s timeout each), shorter than the job's expiry. */
const LEASE_SECONDS = 30;
/** Telegram's limit per bot, kept per process (each chat's one a second is kept for every replica). */
const GLOBAL_PER_SECOND = 30;
/** The largest image sent with an idea (Telegram takes photos up to 10 MB). */
const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** The columns of a changed signal that its channel posts read: the partner copy's, app included. */
export type ChannelPostColumn = PartnerCopyColumn;

/**
 * The channel posts of each changed signal, as data-modifying CTEs of the change's statement (see
 * `signalDeliveryCtes`): one row per enabled channel of the signal's app and version, for a new idea
 * or an idea the channel already shows, holding the change as committed; and one job per signal that
 * delivers them. The unique key (channel, signal, version) makes it one post per version whatever
 * the replicas and retries. `queued` is true when they queued a job.
 */
export function channelPostCtes(changed: Relation<ChannelPostColumn>): { ctes: SQL[]; queued: SQL } {
  const c = changed.as('c');
  return {
    ctes: [
      sql`channel_posts_new as (
        insert into channel_posts (channel_id, signal_id, version, payload)
        select ch.id, ${c.id}, ${c.version},
          jsonb_build_object('kinds', to_jsonb(${c.kinds}), 'signal', ${committedSignalJson(c)})
        from ${changed.ref} c join channels ch on ch.app = ${c.app} and ch.enabled
        where ${c.kinds} && array['create signal', 'external titan create signal']::text[]
          or exists (select from channel_posts p where p.channel_id = ch.id and p.signal_id = ${c.id})
        on conflict (channel_id, signal_id, version) do nothing
        returning signal_id)`,
      sql`channel_jobs as (
        insert into job_outbox (queue, data)
        select ${CHANNEL_POST_QUEUE}, jsonb_build_object('signalId', s.signal_id)
        from (select distinct signal_id from channel_posts_new) s
        returning 1)`,
    ],
    queued: sql`exists (select from channel_jobs)`,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits for the chat's next free second: the slot is taken in the channel's row, so replicas sending
 * to one chat share Telegram's one message a second.
 */
export async function waitForSlot(db: Db, channelId: string): Promise<void> {
  const result = await db.execute(sql`
    update channels
    set next_send_at = greatest(coalesce(next_send_at, clock_timestamp()), clock_timestamp()) + interval '1 second'
    where id = ${channelId}
    returning greatest(0, extract(epoch from (next_send_at - interval '1 second' - clock_timestamp())) * 1000)::int
      as wait_ms`);
  const wait = Number((rowsOf(result)[0] as { wait_ms?: number } | undefined)?.wait_ms ?? 0);
  if (wait > 0) await sleep(wait);
}

export interface ChannelDeliveryDeps {
  db: Db;
  sender: ChannelSender;
  /** Where the ideas' images are (absent: posts go without them). */
  storage: Storage | undefined;
  /** This process's global limit (shared by its workers). */
  limiter?: IntervalLimiter;
  now?: () => number;
}

interface LeasedPost {
  id: number;
  channel_id: string;
  signal_id: string;
  version: number;
  payload: unknown;
  created_at: string | Date;
}

/** The oldest pending post of the signal whose channel has no older one pending, leased to this worker. */
async function leaseNext(db: Db, signalId: string, skip: readonly string[]): Promise<LeasedPost | undefined> {
  const skipped = skip.length
    ? sql`and p.channel_id not in (${sql.join(
        skip.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const leased = await db.execute(sql`
    update channel_posts set lease_until = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = attempts + 1
    where id = (
      select p.id from channel_posts p
      where p.signal_id = ${signalId} and p.status = 'pending'
        and (p.not_before is null or p.not_before <= now()) ${skipped}
        and not exists (select from channel_posts q where q.channel_id = p.channel_id
          and q.signal_id = p.signal_id and q.status = 'pending' and q.version < p.version)
      order by p.version, p.channel_id limit 1)
    and (lease_until is null or lease_until < now())
    returning id, channel_id, signal_id, version, payload, created_at`);
  return rowsOf(leased)[0] as LeasedPost | undefined;
}

/** Thrown while posts of the signal wait (leased by another worker, or told to wait): the job retries. */
export class ChannelPostsWaiting extends Error {}

/**
 * Delivers a signal's pending posts, oldest version first per channel. A post is leased while it is
 * sent, so two workers never send it at once; a failure stops that channel's posts of the signal (the
 * job retries with backoff, after Telegram's `retry_after` when it gave one) while the other channels
 * go on; a post still failing after a day is given up so the next version can go.
 */
export async function deliverChannelPosts(
  deps: ChannelDeliveryDeps,
  signalId: string,
): Promise<{ sent: number }> {
  const { db } = deps;
  const failed: string[] = [];
  let sent = 0;
  for (;;) {
    const post = await leaseNext(db, signalId, failed);
    if (!post) break;
    try {
      await deliverPost(deps, post);
      sent++;
    } catch (error) {
      failed.push(post.channel_id);
      await recordFailure(deps, post, error as Error);
    }
  }
  const [pending] = await db
    .select({ n: count() })
    .from(channelPosts)
    .where(and(eq(channelPosts.signalId, signalId), eq(channelPosts.status, 'pending')));
  if ((pending?.n ?? 0) > 0) throw new ChannelPostsWaiting(`posts of ${signalId} wait to be sent`);
  return { sent };
}

async function recordFailure(deps: ChannelDeliveryDeps, post: LeasedPost, error: Error) {
  const now = deps.now?.() ?? Date.now();
  const expired = now - new Date(post.created_at).getTime() > CHANNEL_RETRY_WINDOW_MS;
  await deps.db
    .update(channelPosts)
    .set({
      status: expired ? 'failed' : 'pending',
      leaseUntil: null,
      lastError: error.message.slice(0, 1000),
      notBefore: error instanceof RetryAfter ? sql`now() + make_interval(secs => ${error.seconds})` : null,
    })
    .where(eq(channelPosts.id, post.id));
}

const setPost = (db: Db, id: number, fields: Partial<typeof channelPosts.$inferInsert>) =>
  db
    .update(channelPosts)
    .set({ leaseUntil: null, ...fields })
    .where(eq(channelPosts.id, id));

/** Sends one post: the idea's message for a new idea, else an edit of it and a reply to it. */
async function deliverPost(deps: ChannelDeliveryDeps, post: LeasedPost): Promise<void> {
  const { db, sender } = deps;
  const change = signalChangeSchema.safeParse(post.payload);
  if (!change.success) {
    await setPost(db, post.id, { status: 'failed', lastError: `unreadable change: ${change.error.message}` });
    return;
  }
  const [channel] = await db.select().from(channels).where(eq(channels.id, post.channel_id));
  if (!channel?.enabled) {
    await setPost(db, post.id, { status: 'skipped', lastError: 'the channel is switched off' });
    return;
  }
  const ofThisIdea = and(eq(channelPosts.channelId, channel.id), eq(channelPosts.signalId, post.signal_id));
  // The idea's own message (its first post that was sent), and the idea as the channel last showed it.
  const [root] = await db
    .select({ messageId: channelPosts.messageId, withImage: channelPosts.withImage })
    .from(channelPosts)
    .where(and(ofThisIdea, eq(channelPosts.outcome, 'posted'), isNotNull(channelPosts.messageId)))
    .orderBy(asc(channelPosts.version))
    .limit(1);
  const [previous] = await db
    .select({ payload: channelPosts.payload })
    .from(channelPosts)
    .where(and(ofThisIdea, eq(channelPosts.status, 'sent'), lt(channelPosts.version, post.version)))
    .orderBy(desc(channelPosts.version))
    .limit(1);
  const before = previous ? (signalChangeSchema.safeParse(previous.payload).data?.signal ?? null) : null;
  const { signal } = change.data;
  const events = channelEventsOf(change.data, before);
  const texts = await textsOf(db, change.data, channel.language, events);
  const banned = findBlacklisted({ message: texts.message, reply: texts.reply }, await blacklist(db));
  if (banned.length) {
    const terms = banned.map((b) => `"${b.term}"`).join(', ');
    await setPost(db, post.id, { status: 'refused', events, lastError: `compliance warning: ${terms}` });
    return;
  }
  const target = {
    kind: channel.kind,
    botToken: channel.botToken,
    chatId: channel.chatId,
    webhookUrl: channel.webhookUrl,
  };
  const pace = async () => {
    if (!sender.rateLimited) return;
    await deps.limiter?.take();
    await waitForSlot(db, channel.id);
  };
  const done = (fields: Partial<typeof channelPosts.$inferInsert>) =>
    setPost(db, post.id, {
      status: 'sent',
      events,
      sender: sender.name,
      lastError: null,
      notBefore: null,
      sentAt: new Date(),
      ...fields,
    });

  if (!root || events.includes('new idea')) {
    // The idea's message; without one (its first post failed), a message standing on its own.
    const text =
      texts.reply && !events.includes('new idea') ? `${texts.reply}\n\n${texts.message}` : texts.message;
    const image = await imageOf(deps.storage, signal.images[0]);
    await pace();
    const { messageId } = await sender.post(target, { text, image });
    await done({ outcome: 'posted', messageId, withImage: image !== undefined, text });
    return;
  }
  let edited = true;
  try {
    await pace();
    await sender.edit(target, root.messageId as string, { text: texts.message, caption: root.withImage });
  } catch (error) {
    if (!(error instanceof MessageNotEditable)) throw error;
    edited = false;
  }
  if (edited && !texts.reply) {
    await done({ outcome: 'edited', text: texts.message });
    return;
  }
  // A message that can no longer be edited: the reply carries the whole idea.
  const text = edited ? (texts.reply as string) : [texts.reply, texts.message].filter(Boolean).join('\n\n');
  await pace();
  const { messageId } = await sender.reply(target, root.messageId as string, text);
  await done({ outcome: edited ? 'edited-replied' : 'replied', messageId, text });
}

/** The idea's message and the reply telling `events`, in the channel's language. */
async function textsOf(db: Db, change: SignalChange, language: string, events: readonly ChannelEvent[]) {
  const { signal } = change;
  const [names, settings] = await Promise.all([nicknamesOf(db, [signal.traderId]), getSettings(db)]);
  const message = channelMessageText({
    signal,
    trader: names.get(signal.traderId) ?? '',
    disclaimer: settings.tradeIdeaDisclaimer,
    language,
  });
  const told = events.filter((event) => event !== 'new idea');
  return { message, reply: told.length ? channelReplyText(told, signal, language) : null };
}

/** The idea's image when it is one of our files (by its `/api/files/<key>` URL), as bytes. */
async function imageOf(
  storage: Storage | undefined,
  url: string | undefined,
): Promise<ChannelImage | undefined> {
  if (!storage || !url) return undefined;
  let key: string;
  try {
    const { pathname } = new URL(url, 'http://localhost');
    if (!pathname.startsWith('/api/files/')) return undefined;
    key = decodeURIComponent(pathname.slice('/api/files/'.length));
  } catch {
    return undefined;
  }
  const file = await storage.get(key);
  if (!file || file.size > IMAGE_MAX_BYTES || !file.contentType.startsWith('image/')) {
    file?.body.destroy();
    return undefined;
  }
  return {
    bytes: await bytesOf(file.body),
    contentType: file.contentType,
    fileName: key.split('/').pop() ?? key,
  };
}

async function bytesOf(body: Readable): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** The job that delivers a signal's pending posts (retried with backoff for about a day). */
export function channelJobHandlers(deps: Omit<ChannelDeliveryDeps, 'limiter'>): JobHandler<never>[] {
  const withLimiter = { ...deps, limiter: new IntervalLimiter(GLOBAL_PER_SECOND) };
  const handler: JobHandler<{ signalId: string }> = {
    queue: CHANNEL_POST_QUEUE,
    // 2 s doubling: the posts' own window (a day) gives them up first.
    retryLimit: 20,
    retryDelay: 2,
    // A worker that died mid-post (kill -9) is noticed this soon after; its lease has lapsed by then.
    expireInSeconds: 60,
    concurrency: 2,
    handle: async ({ signalId }) => {
      await deliverChannelPosts(withLimiter, signalId);
    },
  };
  return [handler as unknown as JobHandler<never>];
}

/**
 * Posts are kept `keepDays` (90) after they were made, then removed, except those of ideas still
 * open: a later change of a long-running idea edits the message its first post made, and needs its id.
 * What was published stays in the activity log.
 */
export async function purgeChannelPosts(db: Db, keepDays = 90): Promise<number> {
  const removed = await db
    .delete(channelPosts)
    .where(
      and(
        lt(channelPosts.createdAt, sql`now() - make_interval(days => ${keepDays})`),
        notExists(
          db
            .select({ id: signals.id })
            .from(signals)
            .where(and(eq(signals.id, channelPosts.signalId), inArray(signals.status, [...OPEN_STATUSES]))),
        ),
      ),
    )
    .returning({ id: channelPosts.id });
  return removed.length;
}
