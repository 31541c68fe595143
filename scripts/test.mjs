import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildWebIfNeeded } from './web-build.mjs';

// `npm test`: the static checks, then every vitest suite (domain, web, API on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL, browser tests), then one line: "N passed, N failed".
const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, '.test-results');
mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;

function step(name, command, args) {
  console.log(`\n== ${name}`);
  const ok = spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status === 0;
  if (ok) passed += 1;
  else failed += 1;
  console.log(`== ${name}: ${ok ? 'passed' : 'FAILED'}`);
  return ok;
}

step('lint and format (biome)', 'npx', ['biome', 'check', '.']);
step('types (tsc)', 'npm', ['run', '--silent', 'typecheck']);
step('dependency boundaries (dependency-cruiser)', 'npm', ['run', '--silent', 'check:deps']);
try {
  buildWebIfNeeded();
  step('web bundle size of the sign-in page', 'npm', ['run', '--silent', 'size', '-w', '@signal-desk/web']);
} catch (error) {
  console.error(error);
  failed += 1;
}

const report = path.join(results, 'vitest.json');
const vitestOk = step('vitest suites', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
]);
// The vitest step counts through its own tests rather than as one check.
if (vitestOk) passed -= 1;
else failed -= 1;
if (existsSync(report)) {
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  passed += summary.numPassedTests;
  failed += summary.numFailedTests + (summary.success || summary.numFailedTests > 0 ? 0 : 1);
} else {
  failed += 1;
}

const line = `${passed} passed, ${failed} failed`;
writeFileSync(path.join(results, 'summary.txt'), `${line}\n`);
console.log(`\n${line}`);
process.exit(failed === 0 ? 0 : 1);
