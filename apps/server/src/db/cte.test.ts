import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { cte, precompiled, recordsetCte, tableCte, tableRelation } from './cte';
import { signals } from './schema';

const dialect = new PgDialect();
const text = (query: SQL) => dialect.sqlToQuery(query).sql;

describe('typed statement relations', () => {
  it("name a table CTE's columns by the table's physical names, qualified by the CTE or an alias", () => {
    const changed = tableCte('changed', signals, ['kinds']);
    expect(text(changed.col.mutePush)).toBe('"changed"."mute_push"');
    expect(text(changed.as('c').signalId)).toBe('"c"."signal_id"');
    expect(text(changed.col.kinds)).toBe('"changed"."kinds"');
    expect(text(changed.bare('stopLoss'))).toBe('"stop_loss"');
    expect(text(sql`to_jsonb(c) - ${changed.key('ownerId')}`)).toBe("to_jsonb(c) - 'owner_id'");
    expect(text(changed.define(sql`select 1`))).toBe('"changed" as (select 1)');
  });

  it('read a table under its own name', () => {
    const stored = tableRelation(signals, 'signals');
    expect(text(sql`select ${stored.col.id} from ${stored.ref}`)).toBe(
      'select "signals"."id" from "signals"',
    );
  });

  it('define a recordset CTE from rows of its typed columns, sent as one parameter', () => {
    const changes = recordsetCte('changes', { id: 'uuid', kinds: 'text[]' });
    const query = dialect.sqlToQuery(changes.rows([{ id: 'a', kinds: ['x'] }]));
    expect(query.sql).toBe(
      '"changes" as (select * from jsonb_to_recordset($1::jsonb) as r(id uuid, kinds text[]))',
    );
    expect(query.params).toEqual([JSON.stringify([{ id: 'a', kinds: ['x'] }])]);
  });

  it('refuse a name that would need quoting inside a literal', () => {
    expect(() => cte('slot', { sent: "sent'; drop table x; --" })).toThrow(/not a plain SQL name/);
  });
});

describe('precompiled parts', () => {
  it('write the same statement as the part they join, with the same parameters', () => {
    const changed = tableCte('changed', signals, ['kinds']);
    const c = changed.as('c');
    const part = sql`select ${c.id}, ${'queue'}, to_jsonb(${c.kinds}) from ${changed.ref} c where ${changed.col.mutePush} and ${signals.app} = ${'shift'}`;
    const joined = precompiled(part);
    expect(dialect.sqlToQuery(sql`with x as (${joined}) select ${1}`)).toEqual(
      dialect.sqlToQuery(sql`with x as (${part}) select ${1}`),
    );
    expect(joined.queryChunks.length).toBeLessThan(part.queryChunks.length);
  });
});
