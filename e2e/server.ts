import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export const SUPER_ADMIN = { email: 'e2e-admin@example.com', password: 'E2e-Admin-1!' };

export interface RunningProduct {
  baseUrl: string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForReady(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Starts the product the way the README does (`node scripts/start.mjs`: builds the web app if needed,
 * then serves API and web app) on a free port with a fresh database.
 */
export async function startProduct(): Promise<RunningProduct> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'signal-desk-e2e-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      // vitest sets NODE_ENV=test; the web build it may trigger must be the production one.
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: SUPER_ADMIN.email,
      ADMIN_PASSWORD: SUPER_ADMIN.password,
      // The browser tests sign in as the super admin with the password; sign-in-two-factor.test.ts gives
      // its admins a role that requires two factors.
      ADMIN_TWO_FACTOR: 'optional',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      const killLater = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await once(child, 'exit');
      clearTimeout(killLater);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(`${baseUrl}/api/ready`, child, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
