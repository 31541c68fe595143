import type { CustomerProfile, CustomerSignInInput, CustomerSignUpInput } from '@signal-desk/domain/app-api';
import { CUSTOMER_APPS, type CustomerApp, type SubscriptionType } from '@signal-desk/domain/customers';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { customers } from '../../db/schema';
import { AppError, conflict, fieldError } from '../../shared/errors';
import { recordActivity } from '../activity/service';
import {
  clearLoginFailures,
  countSignUp,
  hashPassword,
  loginThrottleState,
  recordLoginFailure,
  tooManyAttempts,
  verifyPassword,
} from '../identity/credentials-service';
import {
  createCustomerSession,
  endCustomerSession,
  isKnownCustomerClient,
} from './customer-sessions-service';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** Unknown email and wrong password get the same answer. */
const invalidCredentials = () => new AppError('unauthorized', 'Invalid email or password');

/** A customer's sign-in account: one per app and email. */
const throttleAccount = (app: string, email: string) => `${app}:${email}`;

type ProfileRow = Pick<
  typeof customers.$inferSelect,
  'id' | 'app' | 'fullName' | 'username' | 'email' | 'subscriptionType' | 'subscriptionExpiresAt'
>;

export const subscriptionState = (
  row: Pick<ProfileRow, 'subscriptionType' | 'subscriptionExpiresAt'>,
  now = Date.now(),
) => ({
  type: (row.subscriptionType as SubscriptionType | null) ?? null,
  expiresAt: row.subscriptionExpiresAt?.toISOString() ?? null,
  active: row.subscriptionExpiresAt !== null && row.subscriptionExpiresAt.getTime() > now,
});

export const toProfile = (row: ProfileRow): CustomerProfile => ({
  _id: row.id,
  app: row.app as CustomerApp,
  fullName: row.fullName,
  username: row.username,
  email: row.email,
  subscription: subscriptionState(row),
});

const profileColumns = {
  id: customers.id,
  app: customers.app,
  fullName: customers.fullName,
  username: customers.username,
  email: customers.email,
  subscriptionType: customers.subscriptionType,
  subscriptionExpiresAt: customers.subscriptionExpiresAt,
};

/**
 * A new account for an app: a trial subscription of `trialDays`, a legacy number of its own (the
 * back-office links accounts that share one), and a session. Throttled per address and per email
 * before any work (decision 18).
 */
export async function signUp(
  db: Db,
  input: CustomerSignUpInput,
  client: ClientInfo,
  trialDays: number,
): Promise<{ token: string; customer: CustomerProfile }> {
  await countSignUp(db, input.email, client.ip);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(customers)
        .values({
          // The same person's account in another app keeps their legacy number (other accounts).
          legacyNumber: sql`coalesce(
            (select ${customers.legacyNumber} from ${customers}
              where ${inArray(customers.app, [...CUSTOMER_APPS])} and ${customers.email} = ${input.email}
              order by ${customers.createdAt} limit 1),
            'C' || lpad(nextval('customer_legacy_numbers')::text, 9, '0'))`,
          fullName: input.fullName,
          username: input.username,
          email: input.email,
          app: input.app,
          passwordHash,
          subscriptionType: trialDays > 0 ? 'trial' : null,
          subscriptionExpiresAt: trialDays > 0 ? new Date(Date.now() + trialDays * 86_400_000) : null,
        })
        .returning(profileColumns);
      if (!row) throw new Error('customer insert returned nothing');
      const { token } = await createCustomerSession(tx, row.id, client);
      await recordActivity(
        tx,
        { adminId: null, label: `customer:${row.email}`, ip: client.ip },
        { kind: 'customer signed up', targetType: 'customer', targetId: row.id, next: { app: row.app } },
      );
      return { token, customer: toProfile(row) };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('An account with this email already exists for this app', [
        fieldError('email', 'taken'),
      ]);
    throw error;
  }
}

/** Email and password of one app, throttled like staff sign-in (same limits, counters of their own). */
export async function signIn(
  db: Db,
  input: CustomerSignInInput,
  client: ClientInfo,
): Promise<{ token: string; customer: CustomerProfile }> {
  const account = throttleAccount(input.app, input.email);
  const [row] = await db
    .select({ ...profileColumns, passwordHash: customers.passwordHash })
    .from(customers)
    .where(and(eq(customers.app, input.app), eq(customers.email, input.email)));
  const throttle = await loginThrottleState(db, 'customer', account, client.ip, async () =>
    row ? isKnownCustomerClient(db, row.id, client.ip) : false,
  );
  if (throttle.accountLocked) throw tooManyAttempts(throttle.accountLocked);
  const valid = await verifyPassword(row?.passwordHash ?? null, input.password);
  if (!row || !valid) {
    await recordLoginFailure(db, 'customer', account, client.ip);
    throw throttle.ipLocked ? tooManyAttempts(throttle.ipLocked) : invalidCredentials();
  }
  await clearLoginFailures(db, 'customer', account, client.ip);
  const { token } = await db.transaction((tx) => createCustomerSession(tx, row.id, client));
  await db.update(customers).set({ lastActivityAt: new Date() }).where(eq(customers.id, row.id));
  return { token, customer: toProfile(row) };
}

export function signOut(db: Db, sessionId: string, customerId: string): Promise<void> {
  return db.transaction((tx) => endCustomerSession(tx, sessionId, customerId));
}

export async function getProfile(db: Db, customerId: string): Promise<CustomerProfile | null> {
  const [row] = await db.select(profileColumns).from(customers).where(eq(customers.id, customerId));
  return row ? toProfile(row) : null;
}
