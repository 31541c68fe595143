import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles } from '../../db/schema';
import { parseKey } from '../../shared/secret-box';

const KEY_FILE = 'mfa-encryption.key';

/**
 * The key that seals authenticator secrets (decision 27): MFA_ENCRYPTION_KEY when set. The embedded
 * database keeps a generated one beside its files in DATA_DIR (as private as they are, and lost only
 * with them); a PostgreSQL server's replicas must share one, so there it comes from the environment.
 */
export function resolveEncryptionKey(config: {
  dataDir: string;
  databaseUrl: string | undefined;
  twoFactor: { key: Buffer | undefined };
}): Buffer | null {
  if (config.twoFactor.key) return config.twoFactor.key;
  if (config.databaseUrl) return null;
  const file = path.join(config.dataDir, KEY_FILE);
  if (existsSync(file)) {
    const key = parseKey(readFileSync(file, 'utf8'));
    if (!key) throw new Error(`${file} does not hold a 32-byte key: restore it or set MFA_ENCRYPTION_KEY`);
    return key;
  }
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  return key;
}

/** Refuses to start when a role requires two factors and authenticator secrets could not be sealed. */
export async function assertKeyWhenRequired(db: Db, key: Buffer | null): Promise<void> {
  if (key) return;
  const [role] = await db
    .select({ name: roles.name })
    .from(roles)
    .where(eq(roles.requireTwoFactor, true))
    .limit(1);
  if (role) {
    throw new Error(
      `The role "${role.name}" requires two factors and MFA_ENCRYPTION_KEY is not set: set it (32 bytes, 64 hex digits or base64; the same on every replica)`,
    );
  }
}
