import type { Permission } from '@signal-desk/domain/permissions';
import { openDatabase } from '../apps/server/src/db/client';
import { admins } from '../apps/server/src/db/schema';
import { hashPassword } from '../apps/server/src/modules/identity/password';
import { seedFirstAdmin } from '../apps/server/src/seed/seed';

/**
 * Benchmark data: migrates, creates the super admin and adds `count` admins (one shared password hash,
 * realistic names and permissions). Usage: tsx bench/seed-admins.ts <count> (DATABASE_URL or DATA_DIR).
 */
const count = Number(process.argv[2] ?? 10_000);
const FIRST = [
  'Olivia',
  'Lucas',
  'Sofia',
  'Jonas',
  'Elsa',
  'Marco',
  'Hannah',
  'Ravi',
  'Amira',
  'Noah',
  'Chloé',
  'Mateo',
];
const LAST = [
  'Martin',
  'Bernard',
  'García',
  'Weber',
  'Lindqvist',
  'Rossi',
  'Cole',
  'Patel',
  'Haddad',
  'Smith',
  'Dubois',
];
const PERMISSION_SETS: Permission[][] = [
  ['SHIFT', 'SIGNALS_VIEW'],
  ['RELIC', 'EXTERNAL'],
  ['TITAN', 'TITAN_INDICES'],
  ['USERS_VIEW'],
  ['FAQ_VIEW', 'FAQ_MODERATE'],
];

const database = await openDatabase({
  url: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR,
  poolSize: 4,
});
try {
  await database.migrate();
  await seedFirstAdmin(
    database.db,
    process.env.ADMIN_EMAIL ?? 'admin@example.com',
    process.env.ADMIN_PASSWORD,
    () => {},
    // The benchmarks sign in with the password alone; bench/second-step.ts measures the second step.
    { twoFactor: 'optional' },
  );
  const passwordHash = await hashPassword('Bench-Pass1');
  for (let start = 0; start < count; start += 1000) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + 1000); i++) {
      const first = FIRST[i % FIRST.length] as string;
      const last = LAST[Math.floor(i / FIRST.length) % LAST.length] as string;
      rows.push({
        name: `${first} ${last}`,
        nickname: `t${(i % 99_999).toString(36)}`.slice(0, 6),
        email: `bench.${i}@example.com`,
        passwordHash,
        permissions: PERMISSION_SETS[i % PERMISSION_SETS.length] as Permission[],
        signalsLimit: { shift: 10 },
        createdAt: new Date(Date.now() - i * 60_000),
      });
    }
    await database.db.insert(admins).values(rows).onConflictDoNothing();
  }
  console.log(`seeded ${count} admins`);
} finally {
  await database.close();
}
