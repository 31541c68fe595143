import pg from 'pg';
import { measureRuns, warmUp, withServer } from './load.mjs';
import { scratchDatabase } from './scratch-database.mjs';

// The public track record on the PostgreSQL server: GET /api/public/track-record/shift (the summary the page
// and the widget read) at 200 concurrent readers over BENCH_PUBLIC_IDEAS closed ideas (1,000,000 by default), steady and
// while an idea closes every 200 ms (each close appends a link and empties the cached answer on every
// replica). The ideas are inserted by generate_series in batches; the database appends their links at
// each batch's commit, as it does for any close. BENCH_PUBLIC_DB=<name> reuses (and keeps) a seeded
// database.
const IDEAS = Number(process.env.BENCH_PUBLIC_IDEAS ?? 1_000_000);
const READERS = Number(process.env.BENCH_PUBLIC_READERS ?? 200);
const BATCH = 100_000;
const PASSWORD = 'Bench-Admin1!';
const PORT = 3992;

const { url, env, drop } = await scratchDatabase({
  prefix: 'sd_bench_public',
  kept: process.env.BENCH_PUBLIC_DB,
  port: PORT,
  password: PASSWORD,
});

/** Closed EUR/USD ideas, two minutes apart up to now, results from -90 to +109 pips. */
async function seed(db, from, to, total) {
  const [{ id: trader }] = (await db.query('select id from admins order by created_at limit 1')).rows;
  await db.query(
    `insert into signals (signal_id, trade_id, app, signal_type, status, trader_id, pair_type, base, quote,
       symbol_id, quote_provider, order_type, side, entry, stop_loss, take_profits, pip_size, multiplier,
       unit, result_pips, close_price, created_at, activated_at, closed_at)
     select 'BENCH-' || i, 'bench' || i, 'shift', 'forex', case when r > 0 then 'won' else 'sl_hit' end, $1,
       'forex', 'EUR', 'USD', 'EUR_USD', 1, 'market', 'buy', 1.1, 1.09, '[{"price":"1.12","hitAt":null}]',
       0.0001, 10000, 'pips', r, 1.1 + r / 10000, t - interval '3 hours', t - interval '3 hours', t
     from (select i, ((i * 7919) % 200 - 90)::numeric as r,
             now() - make_interval(mins => (($4::bigint - i) * 2)::int) as t
           from generate_series($2::bigint, $3::bigint) as i) x`,
    [trader, from, to, total],
  );
}

try {
  await withServer({ env, password: PASSWORD }, async ({ base }) => {
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    try {
      const count = async () =>
        Number(
          (await db.query(`select count(*) as n from signals where signal_id like 'BENCH-%'`)).rows[0].n,
        );
      for (let done = await count(); done < IDEAS; done = await count()) {
        const started = Date.now();
        await seed(db, done + 1, Math.min(done + BATCH, IDEAS), IDEAS);
        console.log(
          `public: ${Math.min(done + BATCH, IDEAS).toLocaleString('en')} closed ideas (${((Date.now() - started) / 1000).toFixed(1)} s for the batch and its links)`,
        );
      }
      await db.query('vacuum analyze');
      const head = (await db.query(`select seq from track_record_heads where app = 'shift'`)).rows[0];
      console.log(
        `\n# public: ${Number(head?.seq ?? 0).toLocaleString('en')} links in the shift chain; ${READERS} readers`,
      );

      const path = '/api/public/track-record/shift';
      const options = { url: `${base}${path}`, connections: READERS };
      await warmUp(options);
      await measureRuns(`GET ${path} (the summary the page reads)`, options, { maxP99: 50 });

      // An idea closed every 200 ms, as the engine closes them: each close empties the cached answer.
      const [{ id: trader }] = (await db.query('select id from admins order by created_at limit 1')).rows;
      let closes = 0;
      // One close at a time on this connection (a slow one delays the next instead of overlapping it).
      let closing = Promise.resolve();
      const closer = setInterval(() => {
        closes += 1;
        closing = closing
          .then(() =>
            db.query(
              `insert into signals (signal_id, trade_id, app, signal_type, status, trader_id, pair_type, base, quote,
             symbol_id, quote_provider, order_type, side, entry, stop_loss, take_profits, pip_size, multiplier,
             unit, result_pips, close_price, activated_at, closed_at)
           values ($1, $1, 'shift', 'forex', 'won', $2, 'forex', 'EUR', 'USD', 'EUR_USD', 1, 'market', 'buy',
             1.1, 1.09, '[]', 0.0001, 10000, 'pips', 12, 1.1012, now() - interval '1 hour', now())`,
              [`LIVE-${Date.now()}-${closes}`, trader],
            ),
          )
          .then(
            () => {},
            (error) => console.error(error.message),
          );
      }, 200);
      try {
        await measureRuns(`GET ${path} (the summary, an idea closing every 200 ms)`, options, { maxP99: 50 });
      } finally {
        clearInterval(closer);
        await closing;
      }
      console.log(`${closes} ideas closed during the measurements`);
    } finally {
      await db.end();
    }
  });
} finally {
  await drop();
}
console.log(
  `Target: p99 < 50 ms at ${READERS} concurrent readers over ${IDEAS.toLocaleString('en')} closed ideas.`,
);
