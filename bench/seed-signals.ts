import type { App } from '@signal-desk/domain/apps';
import { openDatabase } from '../apps/server/src/db/client';
import { admins, signals } from '../apps/server/src/db/schema';
import { listPairs } from '../apps/server/src/modules/markets/pairs-service';
import { seedMarketCatalogue } from '../apps/server/src/modules/markets/seed-catalogue';
import { sourcesMarketData } from '../apps/server/src/modules/markets/sources-market-data';
import { seedFirstAdmin } from '../apps/server/src/seed/seed';
import { generateSignals, randomSource, type SignalInsert } from '../apps/server/src/seed/signal-generator';

/**
 * Benchmark data: `count` trade ideas across apps (a realistic mix over two years), inserted in
 * batches. Usage: tsx bench/seed-signals.ts <count> with DATABASE_URL (or DATA_DIR).
 */
const count = Number(process.argv[2] ?? 1_000_000);
const SHARES: [App, number][] = [
  ['shift', 0.3],
  ['nfx', 0.1],
  ['mira', 0.1],
  ['relic', 0.2],
  ['titan', 0.2],
  ['external', 0.1],
];
const BATCH = 1000;

const database = await openDatabase({
  url: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR,
  poolSize: 4,
});
try {
  await database.migrate();
  await seedFirstAdmin(
    database.db,
    process.env.ADMIN_EMAIL ?? 'admin@example.com',
    process.env.ADMIN_PASSWORD,
    () => {},
    // The benchmarks sign in with the password alone; bench/second-step.ts measures the second step.
    { twoFactor: 'optional' },
  );
  await seedMarketCatalogue(
    database.db,
    sourcesMarketData(() => []),
  );
  const pairs = (await listPairs(database.db, { perPage: 200, page: 1 })).data;
  // Reports per trader need several traders: 20 who cannot sign in (no usable password hash).
  await database.db
    .insert(admins)
    .values(
      Array.from({ length: 19 }, (_, i) => ({
        name: `Bench Trader ${i + 1}`,
        nickname: `benchtrader${i + 1}`,
        email: `bench-trader${i + 1}@example.com`,
        passwordHash: '!',
        permissions: ['SIGNALS_MODERATE' as const],
      })),
    )
    .onConflictDoNothing();
  const traders = (await database.db.select({ id: admins.id }).from(admins).limit(20)).map((a) => a.id);
  const random = randomSource(42);
  const started = Date.now();
  for (const [app, share] of SHARES) {
    const n = Math.round(count * share);
    let batch: SignalInsert[] = [];
    for (const row of generateSignals({
      app,
      pairs,
      traders,
      ownerId: traders[0] as string,
      count: n,
      days: 730,
      now: new Date(),
      random,
      firstNumber: 1,
      prefix: `B${app.toUpperCase()}`,
    })) {
      batch.push(row);
      if (batch.length === BATCH) {
        await database.db.insert(signals).values(batch);
        batch = [];
      }
    }
    if (batch.length) await database.db.insert(signals).values(batch);
    console.log(`${app}: ${n} signals (${Math.round((Date.now() - started) / 1000)} s)`);
  }
} finally {
  await database.close();
}
