import { fieldErrorSchema } from '@signal-desk/domain/http';
import { isValidationCode } from '@signal-desk/domain/messages';
import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';
import { isErrorReason, reasonText, validationText } from '../api/error-reasons';

/** Errors set from a server answer keep the server's text when it carries no validation code. */
export const SERVER_ERROR_TYPE = 'server';
/** Errors set from a server field refusal: the message is the refusal reason, translated here. */
export const SERVER_REASON_TYPE = 'server-reason';
/** The `types` entry holding the parameters of a server code's message (JSON). */
export const PARAMS_TYPE = 'params';

const paramsSchema = fieldErrorSchema.shape.params;

function paramsOf(types: FieldError['types']) {
  const json = types?.[PARAMS_TYPE];
  if (typeof json !== 'string') return undefined;
  try {
    return paramsSchema.parse(JSON.parse(json));
  } catch {
    return undefined;
  }
}

/**
 * The text of a field error: schemas and the server use validation codes, translated here; a message
 * zod wrote itself (no code) reads as "Invalid value".
 */
export function errorText(t: TFunction, error: Pick<FieldError, 'message' | 'type' | 'types'> | undefined) {
  if (!error) return undefined;
  const text = messageText(t, error, paramsOf(error.types));
  // A compliance refusal names the term it found in the field (set by applyServerErrors).
  const term = error.types?.term;
  return typeof term === 'string' ? t('errors.withTerm', { message: text, term }) : text;
}

function messageText(
  t: TFunction,
  error: Pick<FieldError, 'message' | 'type'>,
  params: ReturnType<typeof paramsOf>,
): string {
  const message = error.message ?? '';
  if (isValidationCode(message)) return validationText(t, message, params);
  if (error.type === SERVER_REASON_TYPE && isErrorReason(message)) return reasonText(t, message);
  return error.type === SERVER_ERROR_TYPE && message ? message : t('validation.invalid');
}
