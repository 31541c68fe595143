import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottle } from '../../db/schema';
import { AppError } from '../../shared/errors';

/**
 * Failed sign-ins are counted in 15-minute windows per IP, per account and IP, and per account
 * (decisions 2 and 10). A locked account is refused before its password is checked. The per-account
 * limit never blocks an IP the admin has signed in from before, so an attacker can slow guessing on an
 * account without locking its owner out. The per-IP limit refuses only wrong passwords: the correct
 * password of an account that is not itself locked gets through, so one address (or many admins behind
 * one proxy address) cannot lock every account out.
 */
const WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_LIMITS = { ip: 30, accountFromIp: 5, account: 20 } as const;

const keysOf = (email: string, ip: string) => ({
  ip: `ip:${ip}`,
  accountFromIp: `pair:${email}|${ip}`,
  account: `account:${email}`,
});

/** Seconds until the window that blocks ends; undefined when nothing blocks. */
export interface LoginThrottleState {
  /** This account is locked for this client: refuse before checking the password. */
  accountLocked: number | undefined;
  /** This IP made too many failures: a wrong password is answered 429 instead of 401. */
  ipLocked: number | undefined;
}

export async function loginThrottleState(
  db: Db,
  email: string,
  ip: string,
  isKnownClient: () => Promise<boolean>,
): Promise<LoginThrottleState> {
  const keys = keysOf(email, ip);
  const windowStart = new Date(Date.now() - WINDOW_MS);
  const rows = await db
    .select()
    .from(loginThrottle)
    .where(and(inArray(loginThrottle.key, Object.values(keys)), gt(loginThrottle.windowStart, windowStart)));
  const over = (kind: keyof typeof keys) => {
    const row = rows.find((r) => r.key === keys[kind]);
    if (!row || row.failures < LOGIN_LIMITS[kind]) return undefined;
    return Math.max(1, Math.ceil((row.windowStart.getTime() + WINDOW_MS - Date.now()) / 1000));
  };
  const accountLocked =
    over('accountFromIp') ??
    (over('account') !== undefined && !(await isKnownClient()) ? over('account') : undefined);
  return { accountLocked, ipLocked: over('ip') };
}

export const tooManyAttempts = (retryAfter: number) =>
  new AppError(
    'rate_limited',
    'Too many sign-in attempts, try again later',
    undefined,
    retryAfter,
    'too_many_attempts',
  );

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
