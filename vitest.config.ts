import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts'];
const replicaTests = ['apps/server/src/**/*.replicas.test.ts'];
/** Tests that need a PostgreSQL server's concurrency (several connections interleaving). */
const postgresOnlyTests = ['apps/server/src/**/*.postgres.test.ts'];
const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * One run covers every suite: the domain rules, the web app's unit tests, the API on PGlite and
 * (when TEST_DATABASE_URL is set) on a PostgreSQL server, and the browser tests.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      {
        // Component tests type and click through whole pages; on a loaded 2-core machine (every
        // project runs at once) one takes several seconds, past the 5 s default.
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/shared/testing/api-setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: serverTests,
          exclude: [...replicaTests, ...postgresOnlyTests],
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'api-postgres',
                include: serverTests,
                exclude: replicaTests,
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
            {
              test: {
                name: 'replicas',
                include: replicaTests,
                testTimeout: 150_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
