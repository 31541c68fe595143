import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { SERVER_ROOT } from '../src/config';
import { freePort } from './free-port';
import { scratchPostgresDatabase } from './scratch-database';
import { until } from './until';

/** The super admin's password on every replica. */
export const REPLICA_PASSWORD = 'Replica-Pass1';

export interface Replica {
  child: ChildProcess;
  base: string;
}

/**
 * Server processes of the bundled server (`dist/main.mjs`, built once for the file), as the replicas
 * of one deployment: on one fresh database of TEST_DATABASE_URL's server, created before the file's
 * tests; every process killed and the database dropped after them.
 */
export function replicasForFile(prefix: string) {
  let database = { url: '', drop: async () => {} };
  const replicas: Replica[] = [];

  beforeAll(async () => {
    database = await scratchPostgresDatabase(process.env.TEST_DATABASE_URL as string, prefix);
    const { buildServer } = await import(path.join(SERVER_ROOT, '../../scripts/server-build.mjs'));
    await buildServer();
  }, 120_000);

  afterAll(async () => {
    await Promise.all(
      replicas.map(({ child }) => {
        if (child.exitCode !== null || child.signalCode !== null) return null;
        const exited = once(child, 'exit');
        child.kill('SIGKILL');
        return exited;
      }),
    );
    await database.drop();
  });

  /** Sends a request to a replica's API (`route` after /api) and answers the parsed body. */
  const call = async (base: string, token: string, method: string, route: string, body?: unknown) => {
    const response = await fetch(`${base}/api${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return response.json() as Promise<any>;
  };

  return {
    /** The database's URL, for a test's own reads (once the file's `beforeAll` has run). */
    get url() {
      return database.url;
    },
    replicas,
    /**
     * Starts a replica with `env` added to its environment; answers once it is ready. A replica that
     * exits while starting fails the test with what it wrote to stderr.
     */
    async start(env: Record<string, string> = {}): Promise<Replica> {
      const port = await freePort();
      const child = spawn('node', [path.join(SERVER_ROOT, 'dist/main.mjs')], {
        env: {
          ...process.env,
          DATABASE_URL: database.url,
          PORT: String(port),
          ADMIN_PASSWORD: REPLICA_PASSWORD,
          LOG_LEVEL: 'warn',
          ...env,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let errors = '';
      child.stderr?.on('data', (chunk) => {
        errors += String(chunk);
      });
      const replica = { child, base: `http://127.0.0.1:${port}` };
      replicas.push(replica);
      // A busy machine applying the migrations for two replicas at once takes a while.
      await until(
        async () => {
          if (child.exitCode !== null)
            throw new Error(`replica on ${port} exited (${child.exitCode}): ${errors}`);
          return fetch(`${replica.base}/api/ready`).then(
            (r) => r.ok,
            () => false,
          );
        },
        100_000,
        100,
      ).catch((error: unknown) => {
        throw new Error(`replica on ${port} did not start: ${errors}`, { cause: error });
      });
      return replica;
    },
    /** Signs in as the super admin on a replica; answers the session's token. */
    async signIn(base: string): Promise<string> {
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: REPLICA_PASSWORD }),
      }).then((r) => r.json() as Promise<any>);
      return login.data.token as string;
    },
    call,
    /** The id of the EUR/USD pair of the seeded catalogue, read through a replica. */
    async eurUsdPair(base: string, token: string): Promise<string> {
      const pairs = await call(
        base,
        token,
        'GET',
        `/currency-pairs?where=${encodeURIComponent('{"base":"EUR","quote":"USD"}')}`,
      );
      return pairs.data[0]._id;
    },
  };
}
