import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { answerBackupRequests } from './db/backup';
import { openDatabase, poolOf } from './db/client';
import { prepareDataDir, restrictDataDir } from './db/data-dir';
import { loggableError } from './db/errors';
import { hubPrices } from './engine/quote-keys';
import { SignalEngine } from './engine/signal-engine';
import { createStorage } from './integrations/storage/create-storage';
import { LibreTranslate } from './integrations/translation/libretranslate';
import { traderFollowerIdsQuery } from './modules/customers/followers-service';
import { assertKeyWhenRequired, resolveEncryptionKey } from './modules/identity/encryption-key';
import { purgeExpiredSessions } from './modules/identity/sessions-service';
import { purgeThrottle } from './modules/identity/throttle';
import { purgeExpiredChallenges } from './modules/identity/two-factor-service';
import { LiveHub } from './modules/live/live-service';
import { seedMarketCatalogue } from './modules/markets/seed-catalogue';
import { sourcesMarketData } from './modules/markets/sources-market-data';
import { createDelivery, signalDeliveryOf } from './modules/notifications/delivery-service';
import { createQuoteHub } from './modules/quotes/quotes-service';
import { compactSignalCounts } from './modules/signals/signal-counts';
import { SignalEventBus } from './modules/signals/signal-events';
import { compactSignalResultDays } from './modules/stats/stats-service';
import { purgeUsedUploadGrants } from './modules/uploads/upload-service';
import { Metrics } from './observability/metrics';
import { serveMetrics } from './observability/metrics-route';
import { flushTraces } from './observability/tracing-bridge';
import { seedFirstAdmin } from './seed/seed';
import { seedDemoData } from './seed/seed-demo';
import { repeat, shutdown } from './shutdown';

const HOUSEKEEPING_MS = 10 * 60 * 1000;
/** Status changes add count deltas all the time; folding them often keeps list totals cheap. */
const COUNT_COMPACTION_MS = 15_000;
const STOP_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  if (config.databaseUrl && config.uploads.storage.kind === 'local') {
    // The uploads under DATA_DIR are as private as the embedded database's files (which its open
    // makes so): folders 0700, files 0600, existing looser ones fixed.
    prepareDataDir(config.dataDir);
    restrictDataDir(config.dataDir);
  }
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  await database.migrate();
  await seedFirstAdmin(database.db, config.adminEmail, config.adminPassword, (line) => console.log(line), {
    twoFactor: config.adminTwoFactor,
  });
  const encryptionKey = resolveEncryptionKey(config);
  await assertKeyWhenRequired(database.db, encryptionKey);
  const quotes = await createQuoteHub(config.quotes);
  await quotes.start();
  const market = sourcesMarketData(() => quotes.sourceList());
  await seedMarketCatalogue(database.db, market);
  if (process.argv.includes('--demo')) await seedDemoData(database.db, (line) => console.log(line));
  const events = new SignalEventBus();
  const log = pino({ level: config.logLevel, serializers: { err: loggableError } });
  // `npm run backup` asks this process for the snapshot of the embedded database it holds.
  const stopBackups =
    database.kind === 'pglite' ? answerBackupRequests(config.dataDir, database, log) : async () => {};
  const live = new LiveHub({ database, log });
  await live.start();
  // Off unless asked for: without a token or a port nothing is measured.
  const metrics = config.metrics.token || config.metrics.port ? new Metrics() : undefined;
  const jobsDatabase = database.ownPool(config.databaseJobsPoolSize);
  const storage = createStorage(config.uploads.storage);
  const delivery = createDelivery({
    database: jobsDatabase,
    config: config.delivery,
    log,
    traderFollowerIds: traderFollowerIdsQuery,
    meters: metrics?.meters,
    storage,
  });
  await delivery.start();
  const engine = new SignalEngine({
    database,
    quotes,
    events,
    log,
    delivery: signalDeliveryOf(delivery),
    meters: metrics?.meters.engine,
  });
  const requestsPool = poolOf(database);
  const jobsPool = poolOf(jobsDatabase);
  metrics?.readFrom({
    engine,
    quotes,
    jobs: jobsDatabase.db,
    pools: requestsPool && jobsPool ? { requests: requestsPool, jobs: jobsPool } : undefined,
  });
  const metricsServer =
    metrics && config.metrics.port
      ? await serveMetrics(metrics, config.metrics.port, config.host)
      : undefined;
  const app = await buildApp({
    database,
    config,
    market,
    prices: hubPrices(quotes),
    quotes,
    events,
    live,
    engine,
    uploads: { storage, videoLimitMb: config.uploads.videoLimitMb },
    translator: config.translation ? new LibreTranslate(config.translation) : null,
    delivery,
    metrics,
    twoFactor: { key: encryptionKey, webauthn: config.twoFactor.webauthn },
  });
  await engine.start();
  const housekeeping = repeat('housekeeping', HOUSEKEEPING_MS, () =>
    Promise.all([
      purgeExpiredSessions(database.db),
      purgeExpiredChallenges(database.db),
      purgeThrottle(database.db),
      compactSignalResultDays(database.db),
      purgeUsedUploadGrants(database.db),
    ]).catch((err) => app.log.warn({ err }, 'housekeeping failed')),
  );
  const countCompaction = repeat('count compaction', COUNT_COMPACTION_MS, () =>
    compactSignalCounts(database.db).catch((err) => app.log.warn({ err }, 'count compaction failed')),
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing requests in flight');
    try {
      // Requests in flight finish first; connections that never send one do not hold the stop.
      await shutdown({
        app,
        background: [
          housekeeping,
          countCompaction,
          { name: 'engine', stop: () => engine.stop() },
          { name: 'delivery', stop: () => delivery.stop() },
          { name: 'live pages', stop: () => live.stop() },
          { name: 'quotes', stop: () => quotes.stop() },
          { name: 'backups', stop: stopBackups },
          ...(metricsServer
            ? [{ name: 'metrics', stop: () => new Promise((resolve) => metricsServer.close(resolve)) }]
            : []),
        ],
        database,
        graceMs: STOP_GRACE_MS,
        log: app.log,
      });
      await flushTraces().catch((err) => app.log.warn({ err }, 'flushing traces failed'));
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'unclean stop');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Signal Desk on http://localhost:${config.port} (${database.kind} database)`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
