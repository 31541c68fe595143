import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedMarketCatalogue } from './modules/markets/seed-catalogue';
import { sourcesMarketData } from './modules/markets/sources-market-data';
import { seedFirstAdmin } from './seed/seed';
import { seedDemoData } from './seed/seed-demo';

/** `npm run seed:demo`: migrates, seeds the first admin if needed, then adds the demo data. */
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
try {
  await database.migrate();
  await seedFirstAdmin(database.db, config.adminEmail, config.adminPassword, console.log, {
    twoFactor: config.adminTwoFactor,
  });
  await seedMarketCatalogue(
    database.db,
    sourcesMarketData(() => []),
  );
  await seedDemoData(database.db, console.log);
} finally {
  await database.close();
}
