import type { App } from '@signal-desk/domain/apps';
import type { ListQuery } from '@signal-desk/domain/http';
import type { TakeProfitRule } from '@signal-desk/domain/signal-levels';
import type { takeProfitRuleInputSchema, takeProfitRuleSchema } from '@signal-desk/domain/signal-support';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { countMatching } from '../../db/row-count';
import { takeProfitRules } from '../../db/schema';
import { selectValue } from '../../db/select-value';
import { notFound } from '../../shared/errors';
import { inApps, type ListSpec, listPage, planList } from '../../shared/list-query';
import { type Actor, recordActivity } from '../activity/service';

export type TakeProfitRuleInput = z.output<typeof takeProfitRuleInputSchema>;
export type TakeProfitRuleView = z.infer<typeof takeProfitRuleSchema>;

const listSpec: ListSpec = {
  fields: {
    app: { column: takeProfitRules.app, type: 'text', ops: ['eq', 'in'] },
    takeProfitIndex: { column: takeProfitRules.takeProfitIndex, type: 'integer', ops: ['eq', 'in'] },
    createdAt: { column: takeProfitRules.createdAt, type: 'timestamp', ops: ['gte', 'lte'] },
  },
  search: [],
  sort: {
    createdAt: takeProfitRules.createdAt,
    updatedAt: takeProfitRules.updatedAt,
    app: takeProfitRules.app,
    takeProfitIndex: takeProfitRules.takeProfitIndex,
  },
  defaultSort: '-createdAt',
  tieBreaker: takeProfitRules.id,
};

type RuleRow = typeof takeProfitRules.$inferSelect;

const toRuleView = (row: RuleRow): TakeProfitRuleView => ({
  _id: row.id,
  app: row.app,
  minTakeProfit: row.minTakeProfit,
  maxTakeProfit: row.maxTakeProfit,
  minStopLoss: row.minStopLoss,
  maxStopLoss: row.maxStopLoss,
  minTakeProfitsCount: row.minTakeProfitsCount,
  maxTakeProfitsCount: row.maxTakeProfitsCount,
  minStopTip: row.minStopTip,
  maxStopTip: row.maxStopTip,
  rrr: row.rrr,
  takeProfitIndex: row.takeProfitIndex,
  ignoredTradeTypes: row.ignoredTradeTypes,
  signalTypes: row.signalTypes,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** PUT replaces the whole rule: a limit left out of the body is cleared. */
const NO_LIMITS = {
  minTakeProfit: null,
  maxTakeProfit: null,
  minStopLoss: null,
  maxStopLoss: null,
  minTakeProfitsCount: null,
  maxTakeProfitsCount: null,
  minStopTip: null,
  maxStopTip: null,
  rrr: null,
};

export async function listTakeProfitRules(db: Db, query: ListQuery, apps: readonly App[]) {
  const plan = planList(query, listSpec, [inApps(takeProfitRules.app, apps)]);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(takeProfitRules)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    countMatching(db, takeProfitRules, plan.where),
  ]);
  return listPage(rows.map(toRuleView), total, plan);
}

/** The take-profit rules a new trade idea of the app must meet, newest first. */
export async function rulesForApp(exec: Executor, app: App): Promise<TakeProfitRule[]> {
  return (await selectValue(exec, rulesColumn(app))) ?? [];
}

/** `rulesForApp` as a column of a larger read (a creation's checks read the rules with the pair). */
export function rulesColumn(app: App): SQL<TakeProfitRule[]> {
  // Decimals as text, as the driver gives numeric columns.
  return sql<TakeProfitRule[]>`(select coalesce(json_agg(json_build_object(
      'minTakeProfit', r.min_take_profit::text, 'maxTakeProfit', r.max_take_profit::text,
      'minStopLoss', r.min_stop_loss::text, 'maxStopLoss', r.max_stop_loss::text,
      'minTakeProfitsCount', r.min_take_profits_count, 'maxTakeProfitsCount', r.max_take_profits_count,
      'minStopTip', r.min_stop_tip::text, 'maxStopTip', r.max_stop_tip::text, 'rrr', r.rrr::text,
      'takeProfitIndex', r.take_profit_index, 'ignoredTradeTypes', r.ignored_trade_types,
      'signalTypes', r.signal_types
    ) order by r.created_at desc, r.id desc), '[]')
    from ${takeProfitRules} r where r.app = ${app})`;
}

async function findRule(exec: Executor, id: string): Promise<RuleRow> {
  const [row] = await exec.select().from(takeProfitRules).where(eq(takeProfitRules.id, id));
  if (!row) throw notFound('Take profit rule');
  return row;
}

export async function createTakeProfitRule(
  db: Db,
  actor: Actor,
  input: TakeProfitRuleInput,
): Promise<TakeProfitRuleView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(takeProfitRules)
      .values({ ...NO_LIMITS, ...input })
      .returning();
    if (!row) throw new Error('take profit rule insert returned nothing');
    const created = toRuleView(row);
    await recordActivity(tx, actor, {
      kind: 'take profit rule created',
      targetType: 'take-profit-rule',
      targetId: row.id,
      next: created,
    });
    return created;
  });
}

export async function updateTakeProfitRule(
  db: Db,
  actor: Actor,
  id: string,
  input: TakeProfitRuleInput,
): Promise<TakeProfitRuleView> {
  return db.transaction(async (tx) => {
    const before = toRuleView(await findRule(tx, id));
    const [row] = await tx
      .update(takeProfitRules)
      .set({ ...NO_LIMITS, ...input, updatedAt: new Date() })
      .where(eq(takeProfitRules.id, id))
      .returning();
    if (!row) throw notFound('Take profit rule');
    const after = toRuleView(row);
    await recordActivity(tx, actor, {
      kind: 'take profit rule updated',
      targetType: 'take-profit-rule',
      targetId: id,
      prev: before,
      next: after,
    });
    return after;
  });
}

export function deleteTakeProfitRule(db: Db, actor: Actor, id: string): Promise<{ _id: string }> {
  return db.transaction(async (tx) => {
    const before = toRuleView(await findRule(tx, id));
    await tx.delete(takeProfitRules).where(eq(takeProfitRules.id, id));
    await recordActivity(tx, actor, {
      kind: 'take profit rule deleted',
      targetType: 'take-profit-rule',
      targetId: id,
      prev: before,
    });
    return { _id: id };
  });
}
