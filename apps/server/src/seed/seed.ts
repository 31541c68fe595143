import { randomInt } from 'node:crypto';
import { PASSWORD_SPECIALS } from '@signal-desk/domain/fields';
import type { Db } from '../db/client';
import { seedSuperAdmin } from '../modules/identity/admins-service';

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/** A 20-character password from the CSPRNG that meets the password rules. */
export function generatePassword(): string {
  const all = LOWER + UPPER + DIGITS + PASSWORD_SPECIALS;
  const pick = (set: string) => set[randomInt(set.length)] as string;
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(PASSWORD_SPECIALS)];
  while (chars.length < 20) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}

/** First start only: creates the super admin; prints a generated password once when none is configured. */
export async function seedFirstAdmin(
  db: Db,
  email: string,
  password: string | undefined,
  print: (line: string) => void,
  options: { twoFactor: 'required' | 'optional' },
) {
  const chosen = password ?? generatePassword();
  const created = await seedSuperAdmin(db, email, chosen, options);
  if (created && !password) {
    print(`Super admin created: ${email} with the generated password ${chosen} (shown only this once)`);
  } else if (created) {
    print(`Super admin created: ${email}`);
  }
}
