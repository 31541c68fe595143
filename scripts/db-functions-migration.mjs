import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// A migration that applies the current definition of database functions (and their triggers) from
// apps/server/src/db/functions, the one place they are written:
//   node scripts/db-functions-migration.mjs <migration name> [function ...]   (no function: all of them)
// It generates an empty custom migration with drizzle-kit and fills it with the files' statements.
const root = path.resolve(import.meta.dirname, '..');
const functionsDir = path.join(root, 'apps/server/src/db/functions');
const migrationsDir = path.join(root, 'apps/server/src/db/migrations');
const [name, ...wanted] = process.argv.slice(2);
if (!name) {
  console.error('usage: node scripts/db-functions-migration.mjs <migration name> [function ...]');
  process.exit(2);
}
const known = readdirSync(functionsDir)
  .filter((file) => file.endsWith('.sql'))
  .map((file) => file.slice(0, -'.sql'.length))
  .sort();
const unknown = wanted.filter((fn) => !known.includes(fn));
if (unknown.length > 0) {
  console.error(`no file in db/functions for: ${unknown.join(', ')}`);
  process.exit(2);
}
const before = new Set(readdirSync(migrationsDir));
const generated = spawnSync(
  'npx',
  ['drizzle-kit', 'generate', '--custom', '--config', 'apps/server/drizzle.config.ts', '--name', name],
  { cwd: root, stdio: 'inherit' },
);
if (generated.status !== 0) process.exit(generated.status ?? 1);
const [file] = readdirSync(migrationsDir).filter((f) => !before.has(f) && f.endsWith('.sql'));
if (!file) throw new Error('drizzle-kit made no migration file');
const statements = (wanted.length > 0 ? wanted : known).map((fn) =>
  readFileSync(path.join(functionsDir, `${fn}.sql`), 'utf8').trim(),
);
writeFileSync(
  path.join(migrationsDir, file),
  `-- The current definitions of apps/server/src/db/functions (scripts/db-functions-migration.mjs).\n${statements.join('\n--> statement-breakpoint\n')}\n`,
);
console.log(`${file}: ${statements.length} function files`);
