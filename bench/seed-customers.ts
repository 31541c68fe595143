import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { admins, signals } from '../apps/server/src/db/schema';
import { listPairs } from '../apps/server/src/modules/markets/pairs-service';
import { seedMarketCatalogue } from '../apps/server/src/modules/markets/seed-catalogue';
import { sourcesMarketData } from '../apps/server/src/modules/markets/sources-market-data';
import { seedDemoCustomers } from '../apps/server/src/seed/demo-customers';
import { seedFirstAdmin } from '../apps/server/src/seed/seed';
import { generateSignals, randomSource, type SignalInsert } from '../apps/server/src/seed/signal-generator';

/**
 * Benchmark data for the customers section: `customers` customers (the demo generator), `sessions`
 * customer sessions whose bearer tokens are `bench-customer-<n>` (n from 1, eight digits), all on customers with a
 * running subscription, and a few hundred trade ideas per customer app for their feed.
 * Usage: tsx bench/seed-customers.ts <customers> <sessions> with DATABASE_URL.
 */
const customers = Number(process.argv[2] ?? 1_000_000);
const sessions = Number(process.argv[3] ?? 100_000);
const database = await openDatabase({
  url: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR,
  poolSize: 2,
});
try {
  await database.migrate();
  const db = database.db;
  await seedFirstAdmin(
    db,
    process.env.ADMIN_EMAIL ?? 'admin@example.com',
    process.env.ADMIN_PASSWORD,
    () => {},
    // The benchmarks sign in with the password alone; bench/second-step.ts measures the second step.
    { twoFactor: 'optional' },
  );
  await seedMarketCatalogue(
    db,
    sourcesMarketData(() => []),
  );
  await seedDemoCustomers(db, console.log, { count: customers, batch: 100_000 });
  const started = Date.now();
  await db.execute(sql`delete from customer_sessions where token_hash in (
    select encode(sha256(convert_to('bench-customer-' || lpad(n::text, 8, '0'), 'UTF8')), 'hex') from generate_series(1, ${sessions}::int) n)`);
  await db.execute(sql`
    insert into customer_sessions (customer_id, token_hash, ip, expires_at)
    select id, encode(sha256(convert_to('bench-customer-' || lpad((row_number() over (order by id))::text, 8, '0'), 'UTF8')), 'hex'),
      '127.0.0.1', now() + interval '30 days'
    from (select id from customers where subscription_expires_at > now() + interval '1 day' order by id limit ${sessions}::int) active`);
  console.log(
    `${sessions.toLocaleString('en')} customer sessions in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const [seeded] = (
    (await db.execute(sql`select count(*)::int as n from signals where signal_id like 'BC%'`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  if (!seeded?.n) {
    const pairs = (await listPairs(db, { perPage: 200, page: 1 })).data;
    const traders = (await db.select({ id: admins.id }).from(admins).limit(5)).map((a) => a.id);
    const random = randomSource(7);
    for (const app of ['shift', 'nfx', 'mira', 'relic', 'titan'] as const) {
      const rows: SignalInsert[] = [
        ...generateSignals({
          app,
          pairs,
          traders,
          ownerId: traders[0] as string,
          count: 400,
          days: 60,
          now: new Date(),
          random,
          firstNumber: 1,
          prefix: `BC${app.toUpperCase()}`,
        }),
      ];
      await db.insert(signals).values(rows);
    }
  }
  await db.execute(sql`analyze customers`);
  await db.execute(sql`analyze customer_sessions`);
} finally {
  await database.close();
}
