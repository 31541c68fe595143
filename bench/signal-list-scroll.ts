/// <reference lib="dom" />
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { apiSignIn, updateMe } from '../e2e/api';
import { launchBrowser, signIn } from '../e2e/browser';
import { percentile } from './percentile';

/**
 * The list of trade ideas in the browser (the target: "lists stay smooth with 10,000 rows"): 10,000
 * ideas of shift on the PostgreSQL server, /signals?app=shift scrolled until every row is loaded, then
 * scrolled through from top to bottom and back while the page records its frame intervals. The DOM
 * keeps only the rows in view (virtualised), so its row count stays bounded however many are loaded.
 */
const root = path.resolve(import.meta.dirname, '..');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Pixels scrolled per frame: four rows, 12,000 px/s at 60 frames a second, a fast fling. */
const STEP = Number(process.env.BENCH_SCROLL_STEP ?? 200);
const ROWS = 10_000;
const PASSWORD = 'Bench-Admin1!';
const PORT = Number(process.env.BENCH_PORT ?? 4180);
const base = `http://127.0.0.1:${PORT}`;

const scratch = `sd_bench_scroll_${Date.now()}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${scratch}`);
const url = new URL(serverUrl);
url.pathname = `/${scratch}`;
const env = {
  ...process.env,
  DATABASE_URL: url.toString(),
  ADMIN_PASSWORD: PASSWORD,
  ADMIN_TWO_FACTOR: 'optional',
  PORT: String(PORT),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
};

async function startServer(): Promise<ChildProcess> {
  const child = spawn('node', ['scripts/start.mjs'], { cwd: root, env, stdio: 'inherit' });
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    if (
      await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(2000) })
        .then((r) => r.ok)
        .catch(() => false)
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start');
}

function frameLine(name: string, frames: number[]) {
  const sorted = [...frames].sort((a, b) => a - b);
  const over = (ms: number) => ((100 * frames.filter((f) => f > ms).length) / frames.length).toFixed(1);
  console.log(
    `${name.padEnd(26)} ${String(frames.length).padStart(5)} frames  p50 ${percentile(sorted, 0.5).toFixed(1)} ms  p95 ${percentile(sorted, 0.95).toFixed(1)} ms  p99 ${percentile(sorted, 0.99).toFixed(1)} ms  max ${(sorted.at(-1) ?? 0).toFixed(1)} ms  >16.7 ms ${over(16.7)}%  >50 ms ${over(50)}%`,
  );
}

try {
  // Round(33,334 x 30%) = 10,000 ideas of shift, the rest spread over the other apps.
  console.log(`\n# scroll: seeding ${ROWS.toLocaleString('en')} trade ideas of shift`);
  const seeded = spawnSync('npx', ['tsx', 'bench/seed-signals.ts', String(Math.ceil(ROWS / 0.3))], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error('seeding failed');

  const server = await startServer();
  const browser = await launchBrowser().catch((error) => {
    server.kill('SIGTERM');
    throw error;
  });
  try {
    const token = await apiSignIn(base, 'admin@example.com', PASSWORD);
    await updateMe(base, token, { locale: 'en' }); // no language dialog after signing in
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    // tsx names the functions it compiles with a helper that the page does not have.
    await page.addInitScript('globalThis.__name = (f) => f');
    await signIn(page, base, 'admin@example.com', PASSWORD);
    await page.goto(`${base}/signals?app=shift`);
    await page.locator('tbody tr[data-index]').first().waitFor();

    // Keep the scroll at the bottom every frame until the last row is the last idea of the app.
    const load = await page.evaluate(async () => {
      const scroller = document.querySelector<HTMLElement>('[role="region"]');
      const table = scroller?.querySelector('table');
      if (!scroller || !table) throw new Error('no list');
      const total = Number(table.getAttribute('aria-rowcount')) - 1;
      const frames: number[] = [];
      let domRows = 0;
      const started = performance.now();
      let last = started;
      while (performance.now() - started < 300_000) {
        scroller.scrollTop = scroller.scrollHeight;
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const now = performance.now();
        frames.push(now - last);
        last = now;
        const rows = scroller.querySelectorAll('tbody tr[data-index]');
        domRows = Math.max(domRows, rows.length);
        if (Number(rows[rows.length - 1]?.getAttribute('data-index')) === total - 1) break;
      }
      const loaded = scroller.querySelectorAll('tbody tr[data-index]');
      return {
        total,
        loaded: Number(loaded[loaded.length - 1]?.getAttribute('data-index')) + 1,
        seconds: (performance.now() - started) / 1000,
        frames,
        domRows,
      };
    });

    // Through the loaded list: top to bottom, then back, STEP pixels a frame.
    const scroll = await page.evaluate(async (step) => {
      const scroller = document.querySelector<HTMLElement>('[role="region"]');
      if (!scroller) throw new Error('no list');
      scroller.scrollTop = 0;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      await new Promise((resolve) => setTimeout(resolve, 500));
      const frames: number[] = [];
      let domRows = 0;
      let last = performance.now();
      for (const direction of [1, -1]) {
        for (;;) {
          const end = scroller.scrollHeight - scroller.clientHeight;
          if (direction > 0 ? scroller.scrollTop >= end - 1 : scroller.scrollTop <= 0) break;
          scroller.scrollTop += direction * step;
          await new Promise((resolve) => requestAnimationFrame(resolve));
          const now = performance.now();
          frames.push(now - last);
          last = now;
          domRows = Math.max(domRows, scroller.querySelectorAll('tbody tr').length);
        }
      }
      return { frames, domRows, height: scroller.scrollHeight };
    }, STEP);

    console.log(
      `rows loaded ${load.loaded.toLocaleString('en')} of ${load.total.toLocaleString('en')} in ${load.seconds.toFixed(1)} s (50 a page)`,
    );
    console.log(
      `DOM rows at most ${load.domRows} while loading, ${scroll.domRows} while scrolling (list ${Math.round(scroll.height / 1000)}k px high)`,
    );
    frameLine('frames while loading', load.frames);
    frameLine(`frames scrolling ${STEP} px/frame`, scroll.frames);
  } finally {
    await browser.close();
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.on('exit', resolve));
    }
  }
} finally {
  await admin.query(`drop database if exists ${scratch} with (force)`);
  await admin.end();
}
console.log(
  'Targets: all 10,000 rows load; DOM rows bounded (virtualised); p95 frame <= 16.7 ms, no frames over 50 ms.',
);
