import type { TFunction } from 'i18next';
import { ApiError } from '../../../shared/api/api-error';
import { serverErrorSummary } from '../../../shared/forms/server-errors';

/**
 * The API answers its refusals in English without a code of their own (SPEC section 8 texts); the
 * known ones are recognised here and shown in the admin's language, anything else as the server wrote it.
 */
const KNOWN_MESSAGES = [
  [/^limit reached for today/i, 'limitReached'],
  [/^outdated signal data/i, 'outdated'],
  [/^you cannot modify a cancelled or sl-hit/i, 'frozen'],
  [/^price outdated, use manual price/i, 'priceOutdated'],
  [/^no changes to save/i, 'noChanges'],
  [/confirm a forced close/i, 'forceRequired'],
  [/^the price moved: this would now close as/i, 'outcomeChanged'],
  [/^compliance warning/i, 'compliance'],
  [/^could not make signal expired/i, 'expireFailed'],
  [/^early take profit needs a positive result/i, 'noProfit'],
  [/^this trade idea is closed/i, 'closed'],
  [/^only a closed trade idea can be reopened/i, 'notClosed'],
  [/^only an active trade idea can take profit early/i, 'notActive'],
  [/already in the recycle bin/i, 'alreadyDeleted'],
  [/not in the recycle bin/i, 'notDeleted'],
  [/^no possible contracts/i, 'noContracts'],
  [/^missing permission/i, 'forbidden'],
] as const;

export type KnownMessage = (typeof KNOWN_MESSAGES)[number][1];

export function knownMessageOf(message: string): KnownMessage | null {
  return KNOWN_MESSAGES.find(([pattern]) => pattern.test(message))?.[1] ?? null;
}

/** The text of an API refusal for a toast: known messages translated, field errors joined. */
export function signalErrorText(t: TFunction, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const known = knownMessageOf(message);
  if (known) return t(`signals.serverMessages.${known}`);
  if (error instanceof ApiError && error.fields.length > 0) return serverErrorSummary(t, error);
  return message;
}

/** Whether the server asks to reload (a stale version). */
export const isOutdated = (error: unknown) =>
  error instanceof ApiError && knownMessageOf(error.message) === 'outdated';
/** Whether a close needs the admin's confirmation of a forced close. */
export const needsForce = (error: unknown) =>
  error instanceof ApiError && knownMessageOf(error.message) === 'forceRequired';
