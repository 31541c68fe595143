import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildWebIfNeeded } from '../scripts/web-build.mjs';
import { startServer } from './load.mjs';

// `npm run bench web`: Lighthouse 12 with its mobile preset and simulated throttling (its defaults) on
// the pages of the web app's budget, signed in with the demo data. Each page is measured BENCH_RUNS
// times (three by default), each run in a fresh Chromium with an empty HTTP cache: a first visit of the
// day. Prints the median of each figure and exits non-zero when a target is missed. The JSON reports
// stay in BENCH_LIGHTHOUSE_DIR (a temporary folder by default) to read the audits behind a figure.
const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = process.env.BENCH_LIGHTHOUSE_PORT ?? '3871';
const PASSWORD = 'Bench-Admin1!';
const CHROMIUM = '/usr/bin/chromium';
const TARGETS = { performance: 90, accessibility: 100, 'best-practices': 95 };
const CATEGORIES = Object.keys(TARGETS);
// Root in a container: Chromium's sandbox needs user namespaces it may not have.
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--no-first-run',
  '--disable-background-networking',
];

/** The pages of the budget; `signedIn` ones load with the profile that holds the session. */
const allPages = (signalId) => [
  { name: 'sign-in', path: '/signin', signedIn: false },
  { name: 'dashboard', path: '/', signedIn: true },
  { name: 'signals', path: '/signals', signedIn: true },
  { name: 'signal', path: `/signals/${signalId}`, signedIn: true },
  { name: 'stats', path: '/stats', signedIn: true },
];

/**
 * Signs in through the sign-in page in a Chromium profile kept on disk: the session stays in the
 * profile's local storage, which Lighthouse's storage reset keeps (it empties the HTTP cache, caches,
 * service workers and file systems).
 */
async function signInProfile(base, profile) {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox'],
  });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/signin`);
    await page.locator('input[name="email"]').fill('admin@example.com');
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(`${base}/`);
  } finally {
    await context.close();
  }
}

/**
 * One Lighthouse run of `url` in its own Chromium; the parsed report. A run that fails (on a busy
 * machine, a DevTools call may time out) is made again, twice at most.
 */
function lighthouse(url, profile, output, attempt = 1) {
  const flags = [...CHROMIUM_FLAGS, ...(profile ? [`--user-data-dir=${profile}`] : [])];
  const run = spawnSync(
    'npx',
    [
      '--no-install',
      'lighthouse',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${flags.join(' ')}`,
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const report = run.status === 0 ? JSON.parse(readFileSync(output, 'utf8')) : undefined;
  if (!report || report.runtimeError) {
    if (attempt < 3) return lighthouse(url, profile, output, attempt + 1);
    throw new Error(`lighthouse failed on ${url}: ${report?.runtimeError.message ?? `exit ${run.status}`}`);
  }
  // A signed-in page that showed the sign-in page instead would be measured as the wrong page.
  if (new URL(report.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended on ${report.finalDisplayedUrl}`);
  }
  return report;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The figures of one report: category scores out of 100, LCP and TBT in milliseconds, and Lighthouse's
 * measure of the machine's speed at the time (its `benchmarkIndex`: the lower, the longer every task,
 * which simulated throttling then multiplies by four).
 */
function figuresOf(report) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round(report.categories[id].score * 100)]),
  );
  return {
    ...scores,
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
    cpu: report.environment.benchmarkIndex,
  };
}

function printRow(cells) {
  const widths = [12, 13, 15, 16, 8, 8, 11, 7];
  console.log(cells.map((cell, i) => String(cell).padEnd(widths[i])).join(''));
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

buildWebIfNeeded();
// BENCH_LIGHTHOUSE_DATA=<dir> keeps the demo database between runs (seeding it takes a minute or two).
const keptData = process.env.BENCH_LIGHTHOUSE_DATA;
const dataDir = keptData ?? mkdtempSync(path.join(tmpdir(), 'sd-lighthouse-data-'));
const profile = mkdtempSync(path.join(tmpdir(), 'sd-lighthouse-profile-'));
const reports =
  process.env.BENCH_LIGHTHOUSE_DIR ?? mkdtempSync(path.join(tmpdir(), 'sd-lighthouse-reports-'));
mkdirSync(reports, { recursive: true });
const env = {
  ...process.env,
  PORT,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  ADMIN_PASSWORD: PASSWORD,
  LOG_LEVEL: 'warn',
};

let missed = 0;
let server;
try {
  server = await startServer({ env, password: PASSWORD, args: ['--demo'], readySeconds: 600 });
  const { base, headers } = server;
  const signals = await fetch(`${base}/api/signals?perPage=1`, { headers }).then((r) => r.json());
  const signalId = signals.data[0]?._id;
  if (!signalId) throw new Error('the demo data holds no signal');
  // The language dialog of an admin without a saved language would cover every page.
  const saved = await fetch(`${base}/api/auth/me`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ locale: 'en' }),
  });
  if (!saved.ok) throw new Error(`saving the admin's language failed: ${saved.status}`);
  await signInProfile(base, profile);

  console.log(
    `Lighthouse, mobile preset, simulated throttling; median of ${RUNS} runs per page; load average ${load()} at the start`,
  );
  console.log(
    `targets: performance >= ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices >= ${TARGETS['best-practices']}`,
  );
  // BENCH_LIGHTHOUSE_PAGES=stats,dashboard measures only those pages.
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
  const pages = allPages(signalId).filter((page) => !only || only.includes(page.name));
  printRow([
    'page',
    'performance',
    'accessibility',
    'best practices',
    'LCP ms',
    'TBT ms',
    'CPU index',
    'runs (performance)',
  ]);
  for (const page of pages) {
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      const output = path.join(reports, `${page.path.replaceAll('/', '_') || '_'}-${run}.json`);
      runs.push(figuresOf(lighthouse(`${base}${page.path}`, page.signedIn ? profile : undefined, output)));
    }
    const figures = Object.fromEntries(
      Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]),
    );
    const misses = CATEGORIES.filter((id) => figures[id] < TARGETS[id]);
    missed += misses.length;
    printRow([
      page.name,
      figures.performance,
      figures.accessibility,
      figures['best-practices'],
      Math.round(figures.lcp),
      Math.round(figures.tbt),
      Math.round(figures.cpu),
      `${runs.map((r) => r.performance).join(' / ')}${misses.length ? `  MISSED: ${misses.join(', ')}` : ''}`,
    ]);
  }
  console.log(`load average ${load()} at the end; reports in ${reports}`);
} finally {
  await server?.stop();
  if (!keptData) rmSync(dataDir, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
}
process.exit(missed ? 1 : 0);
