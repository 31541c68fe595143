import type { FieldError as ApiFieldError } from '@signal-desk/domain/http';
import { isValidationCode } from '@signal-desk/domain/messages';
import type { TFunction } from 'i18next';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../api/api-error';
import { SERVER_ERROR_TYPE } from './error-message';

/** The form field an API error path belongs to: `permissions.3` lands on the `permissions` list. */
export function formFieldOf(path: string, values: unknown): string {
  const segments = path.split('.');
  let value = values;
  for (let index = 0; index < segments.length; index++) {
    if (Array.isArray(value)) return segments.slice(0, index).join('.');
    value = (value as Record<string, unknown> | undefined)?.[segments[index] as string];
  }
  return path;
}

/** Puts the server's field errors (error.fields) on the form's fields; returns whether any was set. */
export function applyServerErrors<T extends FieldValues, TOutput>(
  error: unknown,
  form: UseFormReturn<T, unknown, TOutput>,
): boolean {
  if (!(error instanceof ApiError) || error.fields.length === 0) return false;
  const values = form.getValues();
  for (const field of error.fields) {
    const name = formFieldOf(field.path, values) as FieldPath<T>;
    form.setError(name, { type: SERVER_ERROR_TYPE, message: field.code ?? field.message });
  }
  return true;
}

function fieldErrorText(t: TFunction, field: ApiFieldError) {
  return field.code && isValidationCode(field.code) ? t(`validation.${field.code}`) : field.message;
}

/** SPEC section 8: the server's field errors joined with a period, or else its message. */
export function serverErrorSummary(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && error.fields.length > 0) {
    return error.fields.map((field) => fieldErrorText(t, field)).join('. ');
  }
  return error instanceof Error ? error.message : String(error);
}
