import { spawnSync } from 'node:child_process';
import path from 'node:path';

// `npm run bench [section...]`: benchmarks, not tests. Each section prints its figures against its
// targets; by default every section runs, one after the other (a quiet machine gives honest figures).
// Sections: identity, second-step, sse, signals, scroll, engine, engine-e2e, stats, delivery, customers,
// uploads, operations, public, web (Lighthouse on the web app's pages).
const root = path.resolve(import.meta.dirname, '..');
const SECTIONS = {
  identity: ['node', ['bench/identity.mjs']],
  'second-step': ['npx', ['tsx', 'bench/second-step.ts']],
  sse: ['npx', ['tsx', 'bench/sse-fanout.ts']],
  signals: ['node', ['bench/signals.mjs']],
  scroll: ['npx', ['tsx', 'bench/signal-list-scroll.ts']],
  engine: ['node', ['--expose-gc', '--import', 'tsx', 'bench/engine.ts']],
  'engine-e2e': ['npx', ['tsx', 'bench/engine-e2e.ts']],
  stats: ['node', ['bench/stats.mjs']],
  public: ['node', ['bench/public.mjs']],
  customers: ['node', ['bench/customers.mjs']],
  uploads: ['npx', ['tsx', 'bench/uploads.ts']],
  delivery: ['node', ['--expose-gc', '--import', 'tsx', 'bench/delivery.ts']],
  operations: ['npx', ['tsx', 'bench/operations.ts']],
  web: ['node', ['bench/lighthouse.mjs']],
};

const asked = process.argv.slice(2);
const chosen = asked.length ? asked : Object.keys(SECTIONS);
let failed = 0;
for (const name of chosen) {
  const section = SECTIONS[name];
  if (!section) {
    console.error(`unknown section ${name}; choose from ${Object.keys(SECTIONS).join(', ')}`);
    process.exit(2);
  }
  console.log(`\n=== ${name}`);
  const [command, args] = section;
  if (spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
