import type { FieldError } from '@signal-desk/domain/http';
import type { TFunction } from 'i18next';
import type { ErrorOption, FieldPath, FieldValues, SubmitErrorHandler, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../api/api-error';
import { apiErrorText } from '../api/error-reasons';
import { PARAMS_TYPE, SERVER_ERROR_TYPE, SERVER_REASON_TYPE } from './error-message';

/**
 * The form field an API error path belongs to: `permissions.3` lands on the `permissions` list (a list of
 * values is one field), `filterData.2.id` on that option's own field (a list of objects has fields), and
 * `words.3` on a `words` text input the list was read from.
 */
export function formFieldOf(path: string, values: unknown): string {
  const segments = path.split('.');
  let value = values;
  for (let index = 0; index < segments.length; index++) {
    const key = segments[index] as string;
    if (index > 0 && typeof value === 'string') return segments.slice(0, index).join('.');
    if (Array.isArray(value)) {
      const item: unknown = value[Number(key)];
      const last = index === segments.length - 1;
      if (last || typeof item !== 'object' || item === null) return segments.slice(0, index).join('.');
    }
    value = (value as Record<string, unknown> | undefined)?.[key];
  }
  return path;
}

/**
 * A server field error as a form field's error; the term of a compliance refusal and the parameters
 * of a code's message travel in `types` (react-hook-form keeps only texts there).
 */
export function serverFieldError(field: FieldError): ErrorOption {
  const types = {
    ...(field.term ? { term: field.term } : {}),
    ...(field.params ? { [PARAMS_TYPE]: JSON.stringify(field.params) } : {}),
  };
  return {
    ...(field.reason
      ? { type: SERVER_REASON_TYPE, message: field.reason }
      : { type: SERVER_ERROR_TYPE, message: field.code ?? field.message }),
    ...(Object.keys(types).length ? { types } : {}),
  };
}

/**
 * Puts the server's field errors (error.fields) on the form's fields; returns whether any was set.
 * `under` is the form path of the item a list saved item by item sent (`banners.2`): the server names
 * that item's fields (`text`), the form has them under the item (`banners.2.text`).
 */
export function applyServerErrors<T extends FieldValues, TOutput>(
  error: unknown,
  form: UseFormReturn<T, unknown, TOutput>,
  under?: string,
): boolean {
  if (!(error instanceof ApiError) || error.fields.length === 0) return false;
  const values = form.getValues();
  for (const field of error.fields) {
    const path = under ? `${under}.${field.path}` : field.path;
    const name = formFieldOf(path, values) as FieldPath<T>;
    form.setError(name, serverFieldError(field));
  }
  return true;
}

/** SPEC section 8: the refusal reason, or the server's field errors joined with a period, or its message. */
export const serverErrorSummary = (t: TFunction, error: unknown): string => apiErrorText(t, error);

/**
 * The submit handler of a form whose saving may be refused: the valid input goes to `save`; a refusal's
 * field errors land on their fields. A failure that names no field goes to `onUnplaced` (without it, the
 * caller's own `onError` says it, in a toast). `onInvalid` hears the form's own errors when it does not send.
 */
export function submitOrPlaceErrors<T extends FieldValues, TOutput>(
  form: UseFormReturn<T, unknown, TOutput>,
  save: (input: TOutput) => Promise<unknown>,
  {
    onInvalid,
    onUnplaced,
  }: { onInvalid?: SubmitErrorHandler<T>; onUnplaced?: (error: unknown) => void } = {},
) {
  return form.handleSubmit(async (input) => {
    try {
      await save(input);
    } catch (error) {
      if (!applyServerErrors(error, form)) onUnplaced?.(error);
    }
  }, onInvalid);
}
