import { ERROR_REASONS, type ErrorReason, type FieldError } from '@signal-desk/domain/http';
import { isLocale, LOCALE_NAMES } from '@signal-desk/domain/locale-codes';
import { isValidationCode, type ValidationCode } from '@signal-desk/domain/messages';
import type { TFunction } from 'i18next';
import { ApiError } from './api-error';

/**
 * `t` for a key that may be any reason or code: i18next's types would ask for the placeholders of all
 * of them at once; the server sends those of this one (the locales test checks every language writes
 * the same ones).
 */
const interpolated = (t: TFunction) => t as (key: string, options: FieldError['params']) => string;

/**
 * The one table from the server's refusal reasons to the admin's language: the `reasons` section of the
 * locale files (en.ts reuses the domain's REFUSAL_MESSAGES). The web app never reads the English message
 * of a refusal to recognise it.
 */
export const reasonText = (t: TFunction, reason: ErrorReason, params?: FieldError['params']): string =>
  params ? interpolated(t)(`reasons.${reason}`, params) : t(`reasons.${reason}`);

export const isErrorReason = (value: string): value is ErrorReason =>
  (ERROR_REASONS as readonly string[]).includes(value);

/** Whether the API refused with this reason. */
export const hasReason = (error: unknown, reason: ErrorReason): boolean =>
  error instanceof ApiError && error.reason === reason;

/** A validation code translated, its parameters (a rule's actual and allowed values) filled in. */
export const validationText = (t: TFunction, code: ValidationCode, params?: FieldError['params']): string =>
  params ? interpolated(t)(`validation.${code}`, params) : t(`validation.${code}`);

/** The text of one field error: its reason or validation code translated, else the server's text. */
export function fieldErrorText(t: TFunction, field: FieldError): string {
  const text = field.reason
    ? reasonText(t, field.reason)
    : field.code && isValidationCode(field.code)
      ? validationText(t, field.code, field.params)
      : field.message;
  return field.term ? t('errors.withTerm', { message: text, term: field.term }) : text;
}

/** Where a field is, for a message that is not shown on it: `translations.fr.title` is "title (Français)". */
export function fieldPlace(path: string): string {
  const match = /^(.*?)translations\.([a-z]{2})\.(.+)$/.exec(path);
  const [, before = '', locale = '', field = ''] = match ?? [];
  if (!match || !isLocale(locale)) return path;
  return `${before}${field} (${LOCALE_NAMES[locale]})`;
}

/**
 * The text of a failed call for a toast, an alert or a dialog: the refusal reason translated (with the
 * terms a compliance refusal found), else the field errors (translated) joined with a period, else the
 * server's message.
 */
export function apiErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    // A compliance refusal names each term and where it is (the content forms show it in a toast).
    const terms = error.fields.flatMap((f) =>
      f.term ? [t('errors.termAt', { term: f.term, place: fieldPlace(f.path) })] : [],
    );
    if (error.reason && terms.length)
      return t('errors.withTerms', { message: reasonText(t, error.reason), terms: terms.join(', ') });
    if (error.reason) return reasonText(t, error.reason, error.params);
    if (error.fields.length > 0)
      return [...new Set(error.fields.map((f) => fieldErrorText(t, f)))].join('. ');
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
