import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-support/harness';
import { eurUsdPair } from '../../../test-support/ideas';
import { signals } from '../../db/schema';
import { exportSignalsCsv } from './signal-export';

let t: TestApp;
const ROWS = 5000;
beforeAll(async () => {
  t = await startTestApp();
  const eurusd = await eurUsdPair(t);
  const created = await t.call('POST', '/api/signals', {
    token: t.rootToken,
    body: {
      app: 'shift',
      signalType: 'forex',
      pair: eurusd,
      orderType: 'limit',
      side: 'buy',
      entry: '1.08',
      stopLoss: '1.07',
      takeProfits: ['1.09'],
    },
  });
  // Copies of the one idea, each with its own id, readable id and creation time. The record is built
  // in a subquery: `(f(x)).*` in the select list would call f once per column.
  await t.database.db.execute(sql`
    insert into signals
    select (copy).* from (
      select jsonb_populate_record(null::signals, to_jsonb(s) || jsonb_build_object(
        'id', gen_random_uuid(),
        'signal_id', 'COPY-' || g,
        'created_at', s.created_at - g * interval '1 second'
      )) as copy
      from signals s, generate_series(1, ${ROWS - 1}) g
      where s.id = ${created.body.data._id}
      offset 0
    ) copies`);
});
afterAll(() => t.close());

describe('the CSV export stream', () => {
  it('reads a batch only when the client has taken the last one, and writes every row', async () => {
    const actor = { adminId: t.root._id, label: t.root.email, ip: null, admin: t.root };
    const stream = await exportSignalsCsv(t.database.db, actor, eq(signals.app, 'shift'), {});
    expect(stream.readableObjectMode).toBe(false);
    let rows = 0;
    let mostBuffered = 0;
    let biggestChunk = 0;
    for await (const chunk of stream) {
      const text = String(chunk);
      biggestChunk = Math.max(biggestChunk, Buffer.byteLength(text));
      mostBuffered = Math.max(mostBuffered, stream.readableLength);
      rows += text.split('\r\n').length - 1;
      // A slow client: the next batch must wait for it.
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(rows).toBe(ROWS + 1);
    // Never more than the stream's buffer and the batch being handed over.
    expect(mostBuffered).toBeLessThanOrEqual(stream.readableHighWaterMark + biggestChunk);
  });
});
