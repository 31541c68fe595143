import { randomBytes, randomUUID } from 'node:crypto';
import { creationKindOf } from '@signal-desk/domain/activity-log';
import type { ListQuery } from '@signal-desk/domain/http';
import { type ExchangeType, isOutdated } from '@signal-desk/domain/markets';
import {
  type createSignalInputSchema,
  expiryInPast,
  FROZEN_STATUSES,
  isOpen,
  type Signal,
  type SignalSummary,
  type SignalValidation,
  type updateSignalInputSchema,
} from '@signal-desk/domain/signal';
import { closingPrice, openingPrice } from '@signal-desk/domain/signal-lifecycle';
import { leverageFor } from '@signal-desk/domain/signal-markets';
import { SIGNAL_LEVEL_FIELDS, signalFieldPermissions } from '@signal-desk/domain/signal-permissions';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { precompiled } from '../../db/cte';
import { preparedOn, prepareRaw } from '../../db/prepared';
import { insertJsonRowForEach, jsonRow, rowAsInserted, rowOf } from '../../db/row-insert';
import { admins, signals } from '../../db/schema';
import { selectValue } from '../../db/select-value';
import { statementName } from '../../db/statement-name';
import { assertAppAccess, assertPermission } from '../../shared/access-rules';
import { badRequest, fieldError, fieldRefusal, refused } from '../../shared/errors';
import { type ListSpec, listPage, planList } from '../../shared/list-query';
import { SIGNAL_CHANGES, type SignalChange } from '../../shared/signal-changes';
import { activityOf, activityRows, insertActivityRows } from '../activity/service';
import { type AdminActor, getAdmin } from '../identity/admins-service';
import { preparePairWith } from '../markets/pairs-service';
import { type SignalDelivery, signalDeliveryCtes } from '../notifications/signal-delivery-service';
import { assertNoBlacklisted, blacklist, blacklistColumn } from '../signal-support/bad-words-service';
import { settingsColumn } from '../signal-support/settings-service';
import { rulesColumn, rulesForApp } from '../signal-support/take-profit-rules-service';
import { checkDailyLimit, dailyLimitOf, dailySlot, dailySlotCte, nextSignalId } from './daily-limits';
import { type LivePrices, readPrice } from './live-prices';
import { signalTotal } from './signal-counts';
import { changed, defineChanged, signalRowsCte } from './signal-ctes';
import { filterConditions, type SignalFilters } from './signal-filters';
import { pairColumns, type SignalRow, summaryColumns, toSignal, toSignalSummary } from './signal-row';
import { assertLevels, assertSignalTypeAndPair } from './signal-rules';
import { findSignal, withNicknames, writeSignal } from './signal-write';

type CreateSignal = z.output<typeof createSignalInputSchema>;
type UpdateSignal = z.output<typeof updateSignalInputSchema>;

export async function getSignal(db: Db, actor: AdminActor, id: string): Promise<Signal> {
  const row = await findSignal(db, id);
  assertAppAccess(actor.admin, row.app);
  const [signal] = await withNicknames(db, [row]);
  return signal as Signal;
}

// --- listing ---------------------------------------------------------------------------------------

const listSpec: ListSpec = {
  fields: {
    status: { column: signals.status, type: 'text', ops: ['eq', 'in'] },
    side: { column: signals.side, type: 'text', ops: ['eq'] },
    orderType: { column: signals.orderType, type: 'text', ops: ['eq', 'in'] },
    traderId: { column: signals.traderId, type: 'uuid', ops: ['eq', 'in'] },
    base: { column: signals.base, type: 'text', ops: ['eq', 'in'] },
    quote: { column: signals.quote, type: 'text', ops: ['eq', 'in'] },
    signalId: { column: signals.signalId, type: 'text', ops: ['eq', 'contains'] },
    strategy: { column: signals.strategy, type: 'text', ops: ['eq', 'contains', 'search'] },
    createdAt: { column: signals.createdAt, type: 'timestamp', ops: ['gte', 'lte'] },
    closedAt: { column: signals.closedAt, type: 'timestamp', ops: ['gte', 'lte'] },
  },
  search: [signals.signalId, signals.base, signals.quote, signals.strategy],
  sort: {
    createdAt: signals.createdAt,
    updatedAt: signals.updatedAt,
    closedAt: signals.closedAt,
    status: signals.status,
  },
  defaultSort: '-createdAt',
  tieBreaker: signals.id,
};

/** The conditions of a list query with its filters (shared by the list and the CSV export). */
export function signalsWhere(query: ListQuery, filters: SignalFilters): SQL {
  return planList(query, listSpec, filterConditions(filters)).where as SQL;
}

/**
 * One page and its total in one statement (one round trip: the trader's nickname is joined and the
 * total is a subquery), run as a prepared statement named after its text so each connection plans
 * each list shape once. The app access is the route's (its entry in the access table).
 */
export async function listSignals(db: Db, query: ListQuery, filters: SignalFilters) {
  const plan = planList(query, listSpec, filterConditions(filters));
  const total = signalTotal(query, filters, plan.where);
  const page = selectSummaries(db, { total })
    .where(plan.where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const rows = await page.prepare(statementName('signals-list', page.toSQL().sql)).execute();
  const first = rows[0];
  // Past the last page there is no row to carry the total.
  const count = first ? first.total : plan.offset > 0 ? ((await selectValue(db, total)) ?? 0) : 0;
  return listPage(
    rows.map((row) => toSignalSummary(row, row.traderNickname ?? '')),
    count,
    plan,
  );
}

// --- creation --------------------------------------------------------------------------------------

/**
 * Every check of a new trade idea that needs no write: access, pair, entry (the live price of a market
 * order), levels and take-profit rules, blacklist, trader. Creation and `POST /signals/validate` run it.
 */
async function checkNewSignal(
  db: Db,
  prices: LivePrices,
  actor: AdminActor,
  input: CreateSignal,
  { drawSignalId }: { drawSignalId: boolean },
) {
  assertAppAccess(actor.admin, input.app);
  // One statement: each read is a round trip, and a creation's latency is mostly round trips. A
  // creation draws its readable id here too (a refused one leaves a gap, as a rollback would). Every
  // creation runs it: prepared, per app and with or without the drawing.
  const checks = preparedOn(db, `creation_checks_${input.app}${drawSignalId ? '_draw' : ''}`, (on, name) =>
    preparePairWith(
      on,
      {
        settings: settingsColumn(),
        rules: rulesColumn(input.app),
        words: blacklistColumn(),
        signalId: drawSignalId ? nextSignalId(input.app) : sql<null>`null`,
      },
      name,
    ),
  );
  const { pair, settings, rules, words, signalId } = await checks.execute(input.pair);
  assertSignalTypeAndPair(input.app, input.signalType, pair);
  assertExpiryAhead(input.expiresAt);

  let entry = input.entry;
  let live: { price: string; at: Date } | null = null;
  if (input.orderType === 'market' && !input.fixedEntry) {
    const quote = readPrice(prices, { ...pair, symbolId: pair.symbolID });
    if (!quote || isOutdated(quote.time))
      throw refused('bad_request', 'price_outdated', undefined, [fieldRefusal('entry', 'price_outdated')]);
    entry = openingPrice(input.side, quote.bid, quote.ask);
    live = { price: closingPrice(input.side, quote.bid, quote.ask), at: new Date(quote.time) };
  }
  if (!entry) throw badRequest('Enter the entry price', [fieldError('entry', 'entryRequired')]);

  assertLevels(
    {
      side: input.side,
      entry,
      stopLoss: input.stopLoss,
      takeProfits: input.takeProfits,
      tradeType: input.tradeType,
      signalType: input.signalType,
    },
    rules,
    pair,
  );
  assertNoBlacklisted(descriptiveTexts(input), words);

  let trader = actor.admin;
  if (input.trader && input.trader !== actor.admin._id) {
    // Publishing under another admin's name is for those who may edit every field of every idea.
    assertPermission(actor.admin, ['MODIFY_ALL_SIGNAL_FIELDS']);
    const chosen = await getAdmin(db, input.trader).catch(() => undefined);
    if (!chosen) throw badRequest('Unknown trader', [fieldError('trader', 'traderRequired')]);
    assertAppAccess(chosen, input.app);
    trader = chosen;
  }
  return { pair, entry, live, settings, trader, signalId };
}

/**
 * `POST /signals/validate`: the checks of a creation, nothing written; the entry the idea would take.
 * The daily limit is read here (a creation takes its slot under a row lock instead).
 */
export async function validateSignal(
  db: Db,
  prices: LivePrices,
  actor: AdminActor,
  input: CreateSignal,
): Promise<SignalValidation> {
  const { entry } = await checkNewSignal(db, prices, actor, input, { drawSignalId: false });
  await checkDailyLimit(db, actor.admin, input.app);
  return { entry };
}

/** The kind of change a creation is, for its delivery and live pages. */
const CREATION = 'create signal';

/** The row a creation inserts, to the rest of its statement. */
const inserted = signalRowsCte('signal');
const changedOnCreation = precompiled(defineChanged(inserted, sql`array[${CREATION}]::text[]`));
/** The new row's columns, named (not `*`: see `insertJsonRowForEach`). */
const insertedColumns = sql.join(Object.values(inserted.col), sql`, `);

export async function createSignal(
  db: Db,
  { prices, delivery }: { prices: LivePrices; delivery: SignalDelivery },
  actor: AdminActor,
  input: CreateSignal,
): Promise<Signal> {
  const { pair, entry, live, settings, trader, signalId } = await checkNewSignal(db, prices, actor, input, {
    drawSignalId: true,
  });
  if (!signalId) throw new Error('no readable id was drawn');
  const now = new Date();
  const isMarket = input.orderType === 'market';
  const {
    pair: _pair,
    trader: _trader,
    entry: _entry,
    takeProfits,
    expiresAt,
    leverage,
    translations,
    ...details
  } = input;
  const exchangeType = input.exchangeType ?? pair.exchangeType;
  const values: typeof signals.$inferInsert = {
    ...details,
    id: randomUUID(),
    signalId,
    tradeId: randomBytes(6).toString('hex'),
    status: isMarket ? 'active' : 'pending',
    traderId: trader._id,
    ownerId: actor.admin._id,
    ...pairColumns(pair),
    exchangeType,
    entry,
    takeProfits: takeProfits.map((price) => ({ price, hitAt: null })),
    expiresAt: expiresAt ? new Date(expiresAt) : null,
    leverage: leverageFor(exchangeType, leverage),
    translations: translations ?? {},
    disclaimer: input.disclaimer ?? settings.tradeIdeaDisclaimer,
    activatedAt: isMarket ? now : null,
    lastPrice: live?.price ?? null,
    lastPriceAt: live?.at ?? null,
    createdAt: now,
    updatedAt: now,
  };
  const written = rowAsInserted(signals, values);
  const change: SignalChange = {
    id: written.id,
    app: written.app,
    version: written.version,
    kinds: [CREATION],
    ownerId: written.ownerId,
  };
  // One statement, so no transaction waits on this process between round trips while it holds the
  // day's count row: the slot (no row past the daily limit), the idea (inserted only with a slot), its
  // activity entry, delivery jobs and change notification (each only if the idea was inserted). Every
  // creation runs it: prepared, its values sent as parameters.
  const creation = preparedOn(
    db,
    `signal_creation${delivery.partnerCopies ? '_partner_copies' : ''}`,
    (on, name) => prepareRaw(on, creationStatement(delivery), name),
  );
  const [raw] = await creation.execute({
    adminId: actor.admin._id,
    app: input.app,
    limit: dailyLimitOf(actor.admin, input.app),
    row: jsonRow(signals, written),
    actorId: actor.adminId,
    actorLabel: actor.label,
    actorIp: actor.ip,
    activities: activityRows([
      {
        kind: creationKindOf(input.app),
        targetType: 'signal',
        targetId: change.id,
        next: toSignal(written, trader.nickname),
      },
    ]),
    payload: JSON.stringify(change),
  });
  if (!raw) throw refused('conflict', 'daily_limit_reached');
  return toSignal(rowOf(signals, raw), trader.nickname);
}

/**
 * The statement of a creation (see `createSignal`), its text the same for every creation with the same
 * delivery: the values of the creation are its placeholders.
 */
function creationStatement(delivery: SignalDelivery): SQL {
  const { ctes, wake } = signalDeliveryCtes(changed, delivery);
  const value = (name: string) => sql.placeholder(name);
  return sql`
    with ${dailySlotCte({ adminId: value('adminId'), app: value('app'), limit: value('limit') })},
    ${inserted.define(insertJsonRowForEach(signals, value('row'), dailySlot.ref))},
    ${changedOnCreation},
    ${sql.join(ctes, sql`, `)},
    activity as (${insertActivityRows(
      { adminId: value('actorId'), label: value('actorLabel'), ip: value('actorIp') },
      value('activities'),
      inserted,
    )}),
    notified as (${wake} union all select pg_notify(${SIGNAL_CHANGES}, ${value('payload')}) from ${inserted.ref})
    select ${insertedColumns}, (select count(*) from notified) as notified from ${inserted.ref}`;
}

/** An expiry being set must lie ahead by the server's clock (DECISIONS.md, expiry). */
function assertExpiryAhead(expiresAt: string | null | undefined) {
  if (expiryInPast(expiresAt, new Date()))
    throw badRequest('The expiry must lie in the future', [fieldError('expiresAt', 'expiryPast')]);
}

function descriptiveTexts(input: Partial<CreateSignal>) {
  const texts: Record<string, string | null | undefined> = {
    analysis: input.analysis,
    comment: input.comment,
    statusUpdate: input.statusUpdate,
    riskDescription: input.riskDescription,
    strategy: input.strategy,
  };
  for (const [locale, t] of Object.entries(input.translations ?? {})) {
    texts[`translations.${locale}.analysis`] = t?.analysis;
    texts[`translations.${locale}.comment`] = t?.comment;
  }
  (input.automatedMessages ?? []).forEach((message, i) => {
    texts[`automatedMessages.${i}`] = message;
  });
  return texts;
}

// --- editing ---------------------------------------------------------------------------------------

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function storedValue(row: SignalRow, field: string): unknown {
  const value = row[field as keyof SignalRow];
  if (field === 'takeProfits') return row.takeProfits.map((tp) => tp.price);
  return value instanceof Date ? value.toISOString() : value;
}

export async function updateSignal(
  db: Db,
  delivery: SignalDelivery,
  actor: AdminActor,
  id: string,
  input: UpdateSignal,
): Promise<Signal> {
  const [rules, words] = await Promise.all([
    findSignal(db, id).then((row) => rulesForApp(db, row.app)),
    blacklist(db),
  ]);
  const { version, ...requested } = input;
  return writeSignal(db, delivery, actor, {
    id,
    version,
    plan: (row) => {
      if (FROZEN_STATUSES.includes(row.status)) throw refused('conflict', 'signal_frozen');
      const fields = withLeverageRule(requested, row);
      const changed = Object.entries(fields).filter(
        ([field, value]) => value !== undefined && !same(storedValue(row, field), value),
      );
      if (changed.length === 0) throw refused('bad_request', 'no_changes');
      const closed = !isOpen(row.status);
      for (const [field] of changed) {
        if (closed && (SIGNAL_LEVEL_FIELDS as readonly string[]).includes(field)) {
          throw refused(
            'conflict',
            'closed_levels_locked',
            `The ${field} of a closed trade idea cannot change`,
            [fieldRefusal(field, 'closed_levels_locked')],
          );
        }
        assertPermission(
          actor.admin,
          signalFieldPermissions(field, { app: row.app, status: row.status, open: !closed }),
        );
      }
      const next = Object.fromEntries(changed) as Partial<UpdateSignal>;
      assertNoBlacklisted(descriptiveTexts(next), words);
      assertExpiryAhead(next.expiresAt);

      const takeProfits = next.takeProfits ? mergeTakeProfits(row, next.takeProfits) : row.takeProfits;
      if (next.entry || next.stopLoss || next.takeProfits) {
        assertLevels(
          {
            side: row.side,
            entry: next.entry ?? row.entry,
            stopLoss: next.stopLoss ?? row.stopLoss,
            takeProfits: takeProfits.map((t) => t.price),
            tradeType: next.tradeType ?? row.tradeType,
            signalType: row.signalType,
          },
          // Rules are checked when the entry or the take profits change: moving only the stop loss is
          // checked against the order of the levels, so a trader can always reduce an open idea's risk.
          next.entry || next.takeProfits ? rules : [],
          { multiplier: row.multiplier, unit: row.unit },
        );
      }
      const { expiresAt, takeProfits: _tps, ...plain } = next;
      const prev = Object.fromEntries(changed.map(([field]) => [field, storedValue(row, field)]));
      return {
        set: {
          ...plain,
          ...(expiresAt !== undefined ? { expiresAt: expiresAt ? new Date(expiresAt) : null } : {}),
          takeProfits,
        },
        log: [
          { kind: 'update signal', prev, next },
          // "value added or changed in a signal": one entry per field, its value before and after.
          ...Object.keys(next).map((field) => ({
            kind: 'value added or changed in a signal' as const,
            prev: { [field]: prev[field] ?? null },
            next: { [field]: next[field as keyof typeof next] },
          })),
          ...takeProfits
            .slice(row.takeProfits.length)
            .map((tp) => ({ kind: 'take profit added' as const, next: { price: tp.price } })),
          ...(next.statusUpdate !== undefined
            ? [
                {
                  kind: 'change status update' as const,
                  prev: { statusUpdate: row.statusUpdate },
                  next: { statusUpdate: next.statusUpdate },
                },
              ]
            : []),
        ],
        kinds: ['update signal'],
      };
    },
  });
}

/**
 * The leverage an edit leaves, as on creation: dropped unless the idea ends up on futures, so moving an
 * idea off futures clears it and a leverage given for a spot idea changes nothing.
 */
function withLeverageRule(
  fields: Omit<UpdateSignal, 'version'>,
  row: SignalRow,
): Omit<UpdateSignal, 'version'> {
  if (fields.exchangeType === undefined && fields.leverage === undefined) return fields;
  const exchangeType = fields.exchangeType === undefined ? row.exchangeType : fields.exchangeType;
  const leverage = fields.leverage === undefined ? row.leverage : fields.leverage;
  return { ...fields, leverage: leverageFor(exchangeType as ExchangeType | null, leverage) };
}

/** Hit take profits stay as they were; a new one behind one already hit is not added (SPEC section 5). */
function mergeTakeProfits(row: SignalRow, prices: string[]) {
  const hit = row.takeProfits.filter((tp) => tp.hitAt);
  hit.forEach((tp, i) => {
    if (prices[i] !== tp.price) {
      throw refused('bad_request', 'take_profit_hit', undefined, [
        fieldRefusal(`takeProfits.${i}`, 'take_profit_hit'),
      ]);
    }
  });
  return prices.map((price, i) =>
    row.takeProfits[i]?.price === price
      ? (row.takeProfits[i] as { price: string; hitAt: string | null })
      : { price, hitAt: null },
  );
}

/** GET /signals/:id/log: a page of the trail of a trade idea (one in the recycle bin too), oldest first. */
export async function signalLog(db: Db, id: string, query: { page?: number; perPage?: number }) {
  const row = await findSignal(db, id, { deleted: true });
  const perPage = query.perPage ?? 100;
  const page = query.page ?? 1;
  const offset = (page - 1) * perPage;
  const { entries, total } = await activityOf(db, 'signal', row.id, { limit: perPage, offset });
  return listPage(entries, total, { page, perPage });
}

/** The list view of one signal (soft-deleted ones too), for live pages; undefined when gone. */
export async function getSignalSummary(exec: Executor, id: string): Promise<SignalSummary | undefined> {
  const [row] = await selectSummaries(exec, {}).where(eq(signals.id, id));
  return row && toSignalSummary(row, row.traderNickname ?? '');
}

/** The list columns of signals with their trader's nickname, plus any extra selected expressions. */
function selectSummaries<Extra extends Record<string, SQL>>(exec: Executor, extra: Extra) {
  return exec
    .select({ ...summaryColumns, traderNickname: admins.nickname, ...extra })
    .from(signals)
    .leftJoin(admins, eq(admins.id, signals.traderId));
}
