import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { boolean, integer, jsonb, numeric, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { databaseForFile } from '../../test-support/harness';
import { rowsOf } from './client';
import { prepareRaw } from './prepared';
import { insertJsonRowForEach, jsonRow, rowAsInserted, rowOf } from './row-insert';

/** A table of every kind of column the schema's inserts write. */
const probe = pgTable('row_insert_probe', {
  id: uuid('id').primaryKey(),
  label: text('label').$type<'a' | 'b'>().notNull(),
  note: text('note'),
  count: integer('count').notNull().default(3),
  price: numeric('price').notNull(),
  ratio: real('ratio'),
  flag: boolean('flag').notNull().default(false),
  at: timestamp('at', { withTimezone: true }),
  levels: jsonb('levels').$type<{ price: string; hitAt: string | null }[]>().notNull(),
  texts: jsonb('texts').$type<Record<string, string>>().notNull().default({}),
  word: jsonb('word').$type<string>(),
  tags: text('tags').array().notNull(),
  counts: integer('counts').array(),
});

const database = databaseForFile((fresh) =>
  fresh.db.execute(sql`create table row_insert_probe (
      id uuid primary key, label text not null, note text, count integer not null default 3,
      price numeric not null, ratio real, flag boolean not null default false, at timestamptz,
      levels jsonb not null, texts jsonb not null default '{}', word jsonb, tags text[] not null, counts integer[])`),
);

const once = sql`(select) one`;

const values = (): typeof probe.$inferInsert => ({
  id: randomUUID(),
  label: 'b',
  note: 'quotes " and \\ and a line\nbreak, é',
  price: '1.50000',
  ratio: 0.1,
  flag: true,
  at: new Date('2024-02-29T23:59:58.123Z'),
  levels: [{ price: '1.2', hitAt: null }],
  word: 'plain text',
  tags: ['x', 'y,z', 'q"uote', '{braces}'],
  counts: [1, 2],
});

describe('a row inserted as one jsonb parameter', () => {
  it('is stored as Drizzle stores it, column for column, and returned as inserted', async () => {
    const { db } = database();
    const given = values();
    const written = rowAsInserted(probe, given);
    const [raw] = rowsOf<Record<string, unknown>>(
      await db.execute(insertJsonRowForEach(probe, jsonRow(probe, written), once)),
    );
    const twin = { ...given, id: randomUUID() };
    await db.insert(probe).values(twin);

    const [stored] = await db.select().from(probe).where(eq(probe.id, given.id));
    const [drizzle] = await db.select().from(probe).where(eq(probe.id, twin.id));
    expect(stored).toEqual({ ...drizzle, id: given.id });
    // As the database holds them too: Drizzle's reader would parse a json column stored as a string.
    const asStored = async (id: string) =>
      rowsOf<{ row: unknown }>(
        await db.execute(sql`select to_jsonb(p) - 'id' as row from ${probe} p where p.id = ${id}`),
      )[0]?.row;
    expect(await asStored(given.id)).toEqual(await asStored(twin.id));
    expect(stored).toEqual(written);
    expect(rowOf(probe, raw as Record<string, unknown>)).toEqual(written);
  });

  it('keeps nulls and constant defaults, and inserts once per row of its source', async () => {
    const { db } = database();
    const written = rowAsInserted(probe, {
      id: randomUUID(),
      label: 'a',
      price: '-0.001',
      levels: [],
      tags: [],
    });
    const rows = rowsOf(
      await db.execute(insertJsonRowForEach(probe, jsonRow(probe, written), sql`(select where false) none`)),
    );
    expect(rows).toEqual([]);
    await db.execute(insertJsonRowForEach(probe, jsonRow(probe, written), once));
    const [stored] = await db.select().from(probe).where(eq(probe.id, written.id));
    expect(stored).toEqual(written);
    expect(stored).toMatchObject({ note: null, count: 3, flag: false, texts: {}, word: null, counts: null });
  });

  it('is one text for every row: prepared once, run with each row as its parameter', async () => {
    const { db } = database();
    const insert = prepareRaw(
      db,
      insertJsonRowForEach(probe, sql.placeholder('row'), once),
      'row_insert_probe',
    );
    for (const given of [values(), { ...values(), note: null, tags: ['other'] }]) {
      const written = rowAsInserted(probe, given);
      const [raw] = await insert.execute({ row: jsonRow(probe, written) });
      expect(rowOf(probe, raw as Record<string, unknown>)).toEqual(written);
    }
  });

  it('refuses a row without every column', () => {
    const { at: _at, ...partial } = rowAsInserted(probe, values());
    expect(() => jsonRow(probe, partial as typeof probe.$inferSelect)).toThrow(/no value for at/);
  });
});
