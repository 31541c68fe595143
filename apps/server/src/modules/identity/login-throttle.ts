import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottle } from '../../db/schema';
import { AppError } from '../../http/errors';

/**
 * Failed sign-ins are counted in 15-minute windows per IP, per account and IP, and per account.
 * The per-account limit never blocks an IP the admin has signed in from before, so an attacker can
 * slow guessing on an account without locking its owner out; a new device waits at most one window.
 */
const WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_LIMITS = { ip: 30, accountFromIp: 5, account: 20 } as const;

const keysOf = (email: string, ip: string) => ({
  ip: `ip:${ip}`,
  accountFromIp: `pair:${email}|${ip}`,
  account: `account:${email}`,
});

export async function assertLoginAllowed(
  db: Db,
  email: string,
  ip: string,
  isKnownClient: () => Promise<boolean>,
): Promise<void> {
  const keys = keysOf(email, ip);
  const windowStart = new Date(Date.now() - WINDOW_MS);
  const rows = await db
    .select()
    .from(loginThrottle)
    .where(and(inArray(loginThrottle.key, Object.values(keys)), gt(loginThrottle.windowStart, windowStart)));
  const over = (kind: keyof typeof keys) => {
    const row = rows.find((r) => r.key === keys[kind]);
    return row && row.failures >= LOGIN_LIMITS[kind] ? row : undefined;
  };
  const blocking =
    over('ip') ??
    over('accountFromIp') ??
    (over('account') && !(await isKnownClient()) ? over('account') : undefined);
  if (!blocking) return;
  const retryAfter = Math.max(1, Math.ceil((blocking.windowStart.getTime() + WINDOW_MS - Date.now()) / 1000));
  throw new AppError('rate_limited', 'Too many sign-in attempts, try again later', undefined, retryAfter);
}

export async function recordLoginFailure(db: Db, email: string, ip: string): Promise<void> {
  const windowStart = new Date(Date.now() - WINDOW_MS);
  const fresh = sql`${loginThrottle.windowStart} <= ${windowStart.toISOString()}::timestamptz`;
  await db
    .insert(loginThrottle)
    .values(Object.values(keysOf(email, ip)).map((key) => ({ key, failures: 1, windowStart: new Date() })))
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${fresh} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStart: sql`case when ${fresh} then now() else ${loginThrottle.windowStart} end`,
      },
    });
}

export async function clearLoginFailures(db: Db, email: string, ip: string): Promise<void> {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, [keysOf(email, ip).accountFromIp]));
}

export async function purgeLoginThrottle(db: Db): Promise<void> {
  await db.delete(loginThrottle).where(lt(loginThrottle.windowStart, new Date(Date.now() - WINDOW_MS)));
}
