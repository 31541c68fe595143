import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseForFile } from '../../test-support/harness';
import { rowsOf } from './client';
import { DATABASE_FUNCTIONS } from './schema';

const FUNCTIONS_DIR = path.join(import.meta.dirname, 'functions');

const database = databaseForFile((fresh) => fresh.migrate());

/** One statement's text compared without its layout (spaces, line breaks, the closing semicolon). */
const normal = (statement: string) => statement.trim().replace(/;$/, '').replace(/\s+/g, ' ').trim();

interface Definitions {
  functions: Map<string, string>;
  /** By trigger name: the function it runs and its definition. */
  triggers: Map<string, { fn: string; definition: string }>;
}

async function fromFiles(): Promise<Definitions> {
  const files = (await readdir(FUNCTIONS_DIR)).filter((file) => file.endsWith('.sql')).sort();
  const defs: Definitions = { functions: new Map(), triggers: new Map() };
  for (const file of files) {
    const fn = file.slice(0, -'.sql'.length);
    const [definition = '', ...triggers] = (await readFile(path.join(FUNCTIONS_DIR, file), 'utf8'))
      .split('--> statement-breakpoint')
      .map(normal);
    defs.functions.set(fn, definition);
    for (const trigger of triggers) {
      // A constraint trigger has no OR REPLACE: its file drops it before creating it.
      if (/^DROP TRIGGER IF EXISTS \w+ ON \w+$/.test(trigger)) continue;
      const name = /^CREATE (?:OR REPLACE |CONSTRAINT )TRIGGER (\w+) /.exec(trigger)?.[1];
      if (!name) throw new Error(`${file}: not a trigger: ${trigger.slice(0, 60)}`);
      defs.triggers.set(name, { fn, definition: trigger });
    }
  }
  return defs;
}

/** What the migrated database has, written as the files write it (no schema prefix, "or replace"). */
async function fromDatabase(): Promise<Definitions> {
  const functions = rowsOf<{ name: string; schema: string; definition: string }>(
    await database().db.execute(sql`
      select p.proname as name, n.nspname as schema, pg_get_functiondef(p.oid) as definition
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = current_schema()
        and not exists (select from pg_depend d where d.objid = p.oid and d.deptype = 'e')`),
  );
  const triggers = rowsOf<{ name: string; schema: string; fn: string; definition: string }>(
    await database().db.execute(sql`
      select t.tgname as name, n.nspname as schema, p.proname as fn, pg_get_triggerdef(t.oid) as definition
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_proc p on p.oid = t.tgfoid
      where n.nspname = current_schema() and not t.tgisinternal`),
  );
  return {
    functions: new Map(
      functions.map((f) => [
        f.name,
        normal(f.definition.replace(`FUNCTION ${f.schema}.${f.name}(`, `FUNCTION ${f.name}(`)),
      ]),
    ),
    triggers: new Map(
      triggers.map((t) => [
        t.name,
        {
          fn: t.fn,
          definition: normal(
            t.definition
              .replace(/^CREATE TRIGGER /, 'CREATE OR REPLACE TRIGGER ')
              .replace(` ON ${t.schema}.`, ' ON '),
          ),
        },
      ]),
    ),
  };
}

const sorted = (map: Map<string, unknown>) => [...map.keys()].sort();

describe('database functions and triggers', () => {
  it('are those of db/functions, one file each, listed in schema.ts', async () => {
    const files = await fromFiles();
    const db = await fromDatabase();
    expect(sorted(files.functions)).toEqual([...DATABASE_FUNCTIONS].sort());
    expect(sorted(db.functions)).toEqual(sorted(files.functions));
    expect(sorted(db.triggers)).toEqual(sorted(files.triggers));
    expect(db.triggers.size).toBeGreaterThan(0);
  });

  it('are defined in the database as their files define them', async () => {
    const files = await fromFiles();
    const db = await fromDatabase();
    for (const [name, definition] of files.functions)
      expect(db.functions.get(name), `function ${name}`).toBe(definition);
    for (const [name, trigger] of files.triggers)
      expect(db.triggers.get(name), `trigger ${name}`).toEqual(trigger);
  });
});
