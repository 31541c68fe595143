import { type FieldError, type ListQuery, REFUSAL_MESSAGES } from '@signal-desk/domain/http';
import type { badWordSchema } from '@signal-desk/domain/signal-support';
import { findBlacklisted } from '@signal-desk/domain/text-rules';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { countMatching } from '../../db/row-count';
import { badWords, settings } from '../../db/schema';
import { selectValue } from '../../db/select-value';
import { notFound, refused } from '../../shared/errors';
import { type ListSpec, listPage, planList } from '../../shared/list-query';
import { type Actor, recordActivity } from '../activity/service';
import { DEFAULT_SETTINGS } from './settings-service';

export type BadWord = z.infer<typeof badWordSchema>;

const listSpec: ListSpec = {
  fields: {
    text: { column: badWords.text, type: 'text', ops: ['eq', 'in', 'contains', 'search'] },
    createdAt: { column: badWords.createdAt, type: 'timestamp', ops: ['gte', 'lte'] },
  },
  search: [badWords.text],
  sort: { createdAt: badWords.createdAt, text: badWords.text },
  defaultSort: '-createdAt',
  tieBreaker: badWords.id,
};

type BadWordRow = typeof badWords.$inferSelect;

const toBadWord = (row: BadWordRow): BadWord => ({
  _id: row.id,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
});

export async function listBadWords(db: Db, query: ListQuery) {
  const plan = planList(query, listSpec);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(badWords)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    countMatching(db, badWords, plan.where),
  ]);
  return listPage(rows.map(toBadWord), total, plan);
}

/** The first spelling of each word, ignoring case (the table is unique on lower(text)). */
function distinctIgnoringCase(words: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const word of words) if (!seen.has(word.toLowerCase())) seen.set(word.toLowerCase(), word);
  return [...seen.values()];
}

/** Adds the words not listed yet (in any case) and answers those it added. */
export function addBadWords(db: Db, actor: Actor, words: readonly string[]): Promise<BadWord[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(badWords)
      .values(distinctIgnoringCase(words).map((text) => ({ text })))
      .onConflictDoNothing()
      .returning();
    const added = rows.map(toBadWord);
    if (added.length) {
      await recordActivity(tx, actor, { kind: 'bad words added', targetType: 'bad-word', next: added });
    }
    return added;
  });
}

export function deleteBadWord(db: Db, actor: Actor, id: string): Promise<{ _id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(badWords).where(eq(badWords.id, id)).returning();
    if (!row) throw notFound('Bad word');
    await recordActivity(tx, actor, {
      kind: 'bad word deleted',
      targetType: 'bad-word',
      targetId: id,
      prev: toBadWord(row),
    });
    return { _id: id };
  });
}

/**
 * The words customer-facing texts must not use: all bad words while the blacklist filter is on, else none. One
 * query, the setting read in it (a stored value that is not a boolean counts as the default, as in
 * `getSettings`).
 */
export async function blacklist(exec: Executor): Promise<string[]> {
  return (await selectValue(exec, blacklistColumn())) ?? [];
}

/** The blacklist as a column of a larger read: its words, or none while the filter is off. */
export function blacklistColumn(): SQL<string[]> {
  const filterOn = sql`case (select ${settings.value} from ${settings} where ${settings.key} = 'blacklistWordFilter')
    when 'true'::jsonb then true when 'false'::jsonb then false
    else ${DEFAULT_SETTINGS.blacklistWordFilter} end`;
  return sql<
    string[]
  >`(select coalesce(json_agg(${badWords.text}), '[]') from ${badWords} where ${filterOn})`;
}

type Texts = Readonly<Record<string, string | null | undefined>>;

/**
 * SPEC section 5: a text with blacklisted terms is refused with the compliance warning. The one check
 * of every text customers read (trade ideas, pushes, banners, apps pedia, masteries, filters), for a
 * blacklist already read. Each term is named with its field's path, so the web app shows it there.
 */
export function assertNoBlacklisted(texts: Texts, words: readonly string[]): void {
  const found = findBlacklisted(texts, words);
  if (found.length === 0) return;
  const warning = REFUSAL_MESSAGES.compliance_warning;
  const fields: FieldError[] = found.map(({ path, term }) => ({
    path,
    message: `${warning}: "${term}"`,
    code: 'blacklisted',
    reason: 'compliance_warning',
    term,
  }));
  const named = found.map(({ path, term }) => `"${term}" (${path})`).join(', ');
  throw refused('bad_request', 'compliance_warning', `${warning}: ${named}`, fields);
}

/** `assertNoBlacklisted` with the blacklist read first (texts keyed by path, e.g. from `customerTexts`). */
export async function assertCompliant(exec: Executor, texts: Texts): Promise<void> {
  if (Object.values(texts).some(Boolean)) assertNoBlacklisted(texts, await blacklist(exec));
}
