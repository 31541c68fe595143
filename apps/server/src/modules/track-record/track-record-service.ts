import { APPS, type App } from '@signal-desk/domain/apps';
import type { ResultUnit } from '@signal-desk/domain/stats';
import {
  GENESIS_HASH,
  TRACK_RECORD_CORRECTIONS_SHOWN,
  TRACK_RECORD_PAGE_SIZE,
  type TrackRecord,
  type TrackRecordDay,
  type TrackRecordLink,
  trackRecordEntrySchema,
  trackRecordFigures,
  type trackRecordQuerySchema,
} from '@signal-desk/domain/track-record';
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Db } from '../../db/client';
import { admins, trackRecordDays, trackRecordHeads, trackRecordLinks } from '../../db/schema';
import { notFound } from '../../shared/errors';
import { ScopedCache } from '../../shared/scoped-cache';

type TrackRecordQuery = z.output<typeof trackRecordQuerySchema>;

/** Sent by the database (track_record_append_queued) in the transaction that appends an app's links. */
export const TRACK_RECORD_CHANGES = 'track_record';

/**
 * Everything an answer depends on: the app, the trader asked for (null: everyone) and the page. The
 * opt-in that lets a trader be asked for is read inside the load, so it is part of the answer too.
 */
export type TrackRecordKey = { app: App; trader: string | null; from: number | null };

/**
 * Answers are emptied by the appends' notification (every replica, at commit) and live at most 5 s,
 * which bounds what a notification missed while the listening connection reconnects, or a trader's
 * opt-out (which appends nothing), can cost.
 */
export const TRACK_RECORD_CACHE_MS = 5_000;

/** A drawn preview card: the record's app and trader, and the head it shows. */
type CardKey = { app: App; trader: string | null; head: string };

export class TrackRecordCache {
  readonly answers: ScopedCache<TrackRecordKey, TrackRecord>;
  /** Drawing a PNG card takes tens of milliseconds: one per head is enough. */
  private readonly cards: ScopedCache<CardKey, Buffer>;

  constructor(ttlMs = TRACK_RECORD_CACHE_MS) {
    this.answers = new ScopedCache({ max: 500, ttlMs, scope: { key: (key) => key.app } });
    this.cards = new ScopedCache({ max: 100, ttlMs: 10 * 60_000, scope: { key: (key) => key.app } });
  }

  /** The card of `record`, drawn once per app, trader and head. */
  card(record: TrackRecord, draw: (record: TrackRecord) => Buffer): Promise<Buffer> {
    return this.cards.read({ app: record.app, trader: record.trader, head: record.head.hash }, async () =>
      draw(record),
    );
  }

  async listen(database: Database): Promise<() => Promise<void>> {
    return database.listen(TRACK_RECORD_CHANGES, (app) => this.answers.invalidate(app));
  }
}

/** The app a public URL names, or null. */
export const knownApp = (app: string): App | null =>
  (APPS as readonly string[]).includes(app) ? (app as App) : null;

/** The app of a public URL; an unknown one is a 404. */
export function publicApp(app: string): App {
  const known = knownApp(app);
  if (!known) throw notFound('This app');
  return known;
}

/** The admins a nickname names who opted in to be shown; none is a 404. */
async function optedInTraders(db: Db, nickname: string): Promise<string[]> {
  const rows = await db
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.nickname, nickname), eq(admins.trackRecordPublic, true)));
  if (rows.length === 0) throw notFound('This trader');
  return rows.map((row) => row.id);
}

type LinkRow = { seq: number; prevHash: string; hash: string; body: string };
const linkOf = (row: LinkRow): TrackRecordLink => ({
  seq: row.seq,
  prevHash: row.prevHash,
  hash: row.hash,
  entry: trackRecordEntrySchema.parse(JSON.parse(row.body)),
});
const linkColumns = {
  seq: trackRecordLinks.seq,
  prevHash: trackRecordLinks.prevHash,
  hash: trackRecordLinks.hash,
  body: trackRecordLinks.body,
};

/** The public track record of an app (or of one trader of it): cached per app, trader and page. */
export async function readTrackRecord(
  db: Db,
  cache: TrackRecordCache,
  appParam: string,
  query: TrackRecordQuery,
): Promise<TrackRecord> {
  const app = publicApp(appParam);
  const key: TrackRecordKey = { app, trader: query.trader ?? null, from: query.from ?? null };
  return cache.answers.read(key, () => loadTrackRecord(db, key));
}

async function loadTrackRecord(db: Db, { app, trader, from }: TrackRecordKey): Promise<TrackRecord> {
  const traderIds = trader === null ? null : await optedInTraders(db, trader);
  const ofApp = eq(trackRecordLinks.app, app);
  const ofTrader = traderIds === null ? undefined : inArray(trackRecordLinks.traderId, traderIds);
  const [head, days, links, correctionsTotal, corrections] = await Promise.all([
    db
      .select({ seq: trackRecordHeads.seq, hash: trackRecordHeads.hash })
      .from(trackRecordHeads)
      .where(eq(trackRecordHeads.app, app)),
    db
      .select({
        unit: trackRecordDays.unit,
        day: trackRecordDays.day,
        trades: sql<number>`sum(${trackRecordDays.trades})::int`,
        wins: sql<number>`sum(${trackRecordDays.wins})::int`,
        losses: sql<number>`sum(${trackRecordDays.losses})::int`,
        pips: sql<string>`sum(${trackRecordDays.pips})::text`,
        winPips: sql<string>`sum(${trackRecordDays.winPips})::text`,
        lossPips: sql<string>`sum(${trackRecordDays.lossPips})::text`,
        holdingSeconds: sql<string>`sum(${trackRecordDays.holdingSeconds})::text`,
      })
      .from(trackRecordDays)
      .where(
        and(
          eq(trackRecordDays.app, app),
          traderIds === null ? eq(trackRecordDays.trader, '') : inArray(trackRecordDays.trader, traderIds),
        ),
      )
      .groupBy(trackRecordDays.unit, trackRecordDays.day),
    // The summary (no `from`) carries no links: the page and the widget, its many readers, need none,
    // and 500 links are 250 KB that 200 readers at once would cost in bytes alone.
    db
      .select(linkColumns)
      .from(trackRecordLinks)
      .where(and(ofApp, ofTrader, gte(trackRecordLinks.seq, from ?? 1)))
      .orderBy(asc(trackRecordLinks.seq))
      .limit(from === null ? 1 : TRACK_RECORD_PAGE_SIZE + 1),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(trackRecordLinks)
      .where(and(ofApp, ofTrader, eq(trackRecordLinks.kind, 'correction'))),
    db
      .select(linkColumns)
      .from(trackRecordLinks)
      .where(and(ofApp, ofTrader, eq(trackRecordLinks.kind, 'correction')))
      .orderBy(desc(trackRecordLinks.seq))
      .limit(TRACK_RECORD_CORRECTIONS_SHOWN),
  ]);
  const page = from === null ? [] : links.slice(0, TRACK_RECORD_PAGE_SIZE);
  const next =
    from === null
      ? (links[0]?.seq ?? null)
      : links.length > TRACK_RECORD_PAGE_SIZE
        ? (links[TRACK_RECORD_PAGE_SIZE] as LinkRow).seq
        : null;
  const figures = trackRecordFigures(days as (TrackRecordDay & { unit: ResultUnit })[]);
  return {
    app,
    trader,
    head: head[0] ?? { seq: 0, hash: GENESIS_HASH },
    ideas: figures.reduce((sum, unit) => sum + unit.ideas, 0),
    figures,
    corrections: { total: correctionsTotal[0]?.n ?? 0, latest: corrections.map(linkOf) },
    links: page.map(linkOf),
    next,
  };
}
