import { z } from 'zod';

/** Kinds of activity log entries (SPEC section 4, plus the administration events of F1). */
export const ACTIVITY_KINDS = [
  'sign in',
  'sign out',
  'profile updated',
  'password changed',
  'admin created',
  'admin updated',
  'admin activation changed',
  'admin sessions revoked',
  'quote provider changed',
  'role created',
  'role updated',
  'role deleted',
  'currency created',
  'currency updated',
  'currency deleted',
  'pair created',
  'pair deleted',
  'catalogue seeded',
] as const;
export const activityKindSchema = z.enum(ACTIVITY_KINDS);
export type ActivityKind = z.infer<typeof activityKindSchema>;
