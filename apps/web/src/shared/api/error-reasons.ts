import { ERROR_REASONS, type ErrorReason, type FieldError } from '@signal-desk/domain/http';
import { isValidationCode } from '@signal-desk/domain/messages';
import type { TFunction } from 'i18next';
import { ApiError } from './api-error';

/**
 * The one table from the server's refusal reasons to the admin's language: the `reasons` section of the
 * locale files (en.ts reuses the domain's REFUSAL_MESSAGES). The web app never reads the English message
 * of a refusal to recognise it.
 */
export const reasonText = (t: TFunction, reason: ErrorReason): string => t(`reasons.${reason}`);

export const isErrorReason = (value: string): value is ErrorReason =>
  (ERROR_REASONS as readonly string[]).includes(value);

/** Whether the API refused with this reason. */
export const hasReason = (error: unknown, reason: ErrorReason): boolean =>
  error instanceof ApiError && error.reason === reason;

/** The text of one field error: its reason or validation code translated, else the server's text. */
export function fieldErrorText(t: TFunction, field: FieldError): string {
  if (field.reason) return reasonText(t, field.reason);
  if (field.code && isValidationCode(field.code)) return t(`validation.${field.code}`);
  return field.message;
}

/**
 * The text of a failed call for a toast, an alert or a dialog: the refusal reason translated, else the
 * field errors (translated) joined with a period, else the server's message.
 */
export function apiErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.reason) return reasonText(t, error.reason);
    if (error.fields.length > 0)
      return [...new Set(error.fields.map((f) => fieldErrorText(t, f)))].join('. ');
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
