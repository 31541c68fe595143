import { checkChain, trackRecordSchema } from '@signal-desk/domain/track-record';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-support/harness';
import { poolOf } from '../../db/client';

let t: TestApp;
let pool: pg.Pool;

beforeAll(async () => {
  t = await startTestApp();
  const found = poolOf(t.database);
  if (!found) throw new Error('this test needs PostgreSQL');
  pool = found;
});
afterAll(() => t.close());

let counter = 0;
/** An active EUR/USD idea of `app`, written as the engine leaves one. */
async function activeIdea(app: string): Promise<string> {
  counter += 1;
  const { rows } = await pool.query(
    `insert into signals (signal_id, trade_id, app, signal_type, status, trader_id, pair_type, base, quote,
       symbol_id, quote_provider, order_type, side, entry, stop_loss, take_profits, pip_size, multiplier, unit,
       activated_at)
     values ($1, $1, $2, $3, 'active', $4, 'forex', 'EUR', 'USD', 'EUR_USD', 1, 'market', 'buy', 1.085, 1.08,
       '[]', 0.0001, 10000, 'pips', now())
     returning id`,
    [`LOCK-${counter}`, app, app === 'nfx' ? 'nfx' : 'forex', t.root._id],
  );
  return rows[0].id;
}

const close = (client: pg.PoolClient, id: string, pips: number) =>
  client.query(
    `update signals set status = 'won', result_pips = $2, close_price = 1.085 + $2::numeric / 10000,
       closed_at = now() where id = $1`,
    [id, pips],
  );

describe('appends of concurrent transactions', () => {
  it('never deadlock nor fork when two transactions close ideas of two apps in opposite orders', async () => {
    const [shiftA, nfxA, shiftB, nfxB] = await Promise.all([
      activeIdea('shift'),
      activeIdea('nfx'),
      activeIdea('shift'),
      activeIdea('nfx'),
    ]);
    const one = await pool.connect();
    const two = await pool.connect();
    try {
      await one.query('begin');
      await two.query('begin');
      await close(one, shiftA as string, 10);
      await close(two, nfxB as string, 20);
      await close(one, nfxA as string, 30);
      await close(two, shiftB as string, 40);
      // Both commit at once: their links are appended at commit, each locking the heads in app order.
      await Promise.all([one.query('commit'), two.query('commit')]);
    } finally {
      one.release();
      two.release();
    }
    for (const app of ['shift', 'nfx']) {
      const answer = await t.call('GET', `/api/public/track-record/${app}?from=1`);
      const record = trackRecordSchema.parse(answer.body.data);
      expect(record.links.map((link) => link.seq)).toEqual([1, 2]);
      expect(await checkChain(record.links)).toMatchObject({ ok: true, links: 2 });
    }
  });

  it('serialises many concurrent closes of one app into one chain', async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, () => activeIdea('titan')));
    await Promise.all(
      ids.map(async (id, i) => {
        const client = await pool.connect();
        try {
          await client.query('begin');
          await close(client, id, i + 1);
          await client.query('commit');
        } finally {
          client.release();
        }
      }),
    );
    const record = trackRecordSchema.parse(
      (await t.call('GET', '/api/public/track-record/titan?from=1')).body.data,
    );
    expect(record.links).toHaveLength(12);
    expect(await checkChain(record.links)).toMatchObject({ ok: true, links: 12 });
    expect(record.figures[0]).toMatchObject({ ideas: 12, total: '78' });
  });
});
