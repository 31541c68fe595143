import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const stamp = path.join(web, 'dist/index.html');
const sources = [
  path.join(web, 'src'),
  path.join(web, 'index.html'),
  path.join(web, 'vite.config.ts'),
  path.join(root, 'packages/domain/src'),
];

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(target).map((name) => newestChange(path.join(target, name))));
}

/** Builds the web app when its build is missing or older than its sources. */
export function buildWebIfNeeded() {
  if (existsSync(stamp) && statSync(stamp).mtimeMs >= Math.max(...sources.map(newestChange))) return;
  console.log('Building the web app...');
  const result = spawnSync('npm', ['run', 'build', '-w', '@signal-desk/web'], {
    cwd: root,
    stdio: 'inherit',
    // A production bundle even when the caller runs under NODE_ENV=test (vitest).
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The web app did not build');
}
