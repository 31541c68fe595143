import { type ErrorReason, REFUSAL_MESSAGES } from '@signal-desk/domain/http';
import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottle } from '../../db/schema';
import { AppError } from '../../shared/errors';

/**
 * Attempts counted per key in fixed windows (table `login_throttle`): the one mechanism behind
 * sign-in throttling (decisions 2 and 10) and customer sign-up throttling (decision 18).
 *
 * Sign-in counts failures per IP, per account and IP, and per account, for staff and for customers
 * apart (a customer hammering sign-in never limits staff on the same address, nor the other way round).
 * A locked account is refused before its password is checked. The per-account limit never blocks an IP
 * the account has signed in from before, so an attacker can slow guessing on an account without locking
 * its owner out. The per-IP limit refuses only wrong passwords: the correct password of an account that
 * is not itself locked gets through, so one address (or many people behind one proxy address) cannot
 * lock every account out.
 */
const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_LIMITS = { ip: 30, accountFromIp: 5, account: 20 } as const;

/** Customer sign-ups (each starts a trial) per address and per email, in one-hour windows. */
const SIGN_UP_WINDOW_MS = 60 * 60 * 1000;
export const SIGN_UP_LIMITS = { ip: 20, email: 5 } as const;

/** Whose sign-ins are counted: their counters never meet. Wrong second-step codes count apart from passwords. */
export type SignInScope = 'staff' | 'customer' | 'second-step';

const signInKeys = (scope: SignInScope, account: string, ip: string) => ({
  ip: `${scope}:ip:${ip}`,
  accountFromIp: `${scope}:pair:${account}|${ip}`,
  account: `${scope}:account:${account}`,
});

const signUpKeys = (email: string, ip: string) => ({
  ip: `sign-up:ip:${ip}`,
  email: `sign-up:email:${email}`,
});

/** Seconds until a window that started at `start` ends (at least 1). */
const secondsLeft = (start: Date, windowMs: number) =>
  Math.max(1, Math.ceil((start.getTime() + windowMs - Date.now()) / 1000));

/** Adds one attempt to each key (a key whose window ended starts a new one); answers the new counts. */
async function countAttempt(db: Db, keys: readonly string[], windowMs: number) {
  const windowStart = new Date(Date.now() - windowMs);
  const fresh = sql`${loginThrottle.windowStart} <= ${windowStart.toISOString()}::timestamptz`;
  return db
    .insert(loginThrottle)
    .values(keys.map((key) => ({ key, failures: 1, windowStart: new Date() })))
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${fresh} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStart: sql`case when ${fresh} then now() else ${loginThrottle.windowStart} end`,
      },
    })
    .returning();
}

const throttled = (reason: ErrorReason, retryAfter: number) =>
  new AppError('rate_limited', REFUSAL_MESSAGES[reason], undefined, retryAfter, reason);

export const tooManyAttempts = (retryAfter: number) => throttled('too_many_attempts', retryAfter);

/** Seconds until the window that blocks ends; undefined when nothing blocks. */
export interface LoginThrottleState {
  /** This account is locked for this client: refuse before checking the password. */
  accountLocked: number | undefined;
  /** This IP made too many failures: a wrong password is answered 429 instead of 401. */
  ipLocked: number | undefined;
}

export async function loginThrottleState(
  db: Db,
  scope: SignInScope,
  account: string,
  ip: string,
  isKnownClient: () => Promise<boolean>,
): Promise<LoginThrottleState> {
  const keys = signInKeys(scope, account, ip);
  const rows = await db
    .select()
    .from(loginThrottle)
    .where(
      and(
        inArray(loginThrottle.key, Object.values(keys)),
        gt(loginThrottle.windowStart, new Date(Date.now() - SIGN_IN_WINDOW_MS)),
      ),
    );
  const over = (kind: keyof typeof keys) => {
    const row = rows.find((r) => r.key === keys[kind]);
    if (!row || row.failures < LOGIN_LIMITS[kind]) return undefined;
    return secondsLeft(row.windowStart, SIGN_IN_WINDOW_MS);
  };
  const accountLocked =
    over('accountFromIp') ??
    (over('account') !== undefined && !(await isKnownClient()) ? over('account') : undefined);
  return { accountLocked, ipLocked: over('ip') };
}

export async function recordLoginFailure(
  db: Db,
  scope: SignInScope,
  account: string,
  ip: string,
): Promise<void> {
  await countAttempt(db, Object.values(signInKeys(scope, account, ip)), SIGN_IN_WINDOW_MS);
}

export async function clearLoginFailures(
  db: Db,
  scope: SignInScope,
  account: string,
  ip: string,
): Promise<void> {
  await db
    .delete(loginThrottle)
    .where(inArray(loginThrottle.key, [signInKeys(scope, account, ip).accountFromIp]));
}

/**
 * Counts a customer sign-up from this address for this email, before any work is done (hashing the
 * password, inserting the account): over either limit it is refused with 429 `too_many_sign_ups`.
 * Every attempt counts, a refused or taken one too, so probing which emails have accounts is bounded.
 */
export async function countSignUp(db: Db, email: string, ip: string): Promise<void> {
  const keys = signUpKeys(email, ip);
  const rows = await countAttempt(db, Object.values(keys), SIGN_UP_WINDOW_MS);
  const over = (Object.keys(keys) as (keyof typeof keys)[])
    .map((kind) => {
      const row = rows.find((r) => r.key === keys[kind]);
      return row && row.failures > SIGN_UP_LIMITS[kind] ? secondsLeft(row.windowStart, SIGN_UP_WINDOW_MS) : 0;
    })
    .reduce((a, b) => Math.max(a, b), 0);
  if (over > 0) throw throttled('too_many_sign_ups', over);
}

/** Drops counters whose window ended (the longest window decides). */
export async function purgeThrottle(db: Db): Promise<void> {
  const longest = Math.max(SIGN_IN_WINDOW_MS, SIGN_UP_WINDOW_MS);
  await db.delete(loginThrottle).where(lt(loginThrottle.windowStart, new Date(Date.now() - longest)));
}
