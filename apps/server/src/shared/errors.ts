import {
  type ErrorCode,
  type ErrorReason,
  type FieldError,
  REFUSAL_MESSAGES,
  refusalMessage,
} from '@signal-desk/domain/http';
import { isValidationCode, type MessageParams, validationMessage } from '@signal-desk/domain/messages';

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

/** A failure the caller can act on; it becomes an HTTP answer only at the edge (error-handler.ts). */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldError[],
    /** Seconds the caller should wait (429). */
    readonly retryAfter?: number,
    /** The typed reason the web app recognises (never its English message). */
    readonly reason?: ErrorReason,
    /** The values the reason's message shows. */
    readonly params?: MessageParams,
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const badRequest = (message: string, fields?: FieldError[]) =>
  new AppError('bad_request', message, fields);
export const unauthorized = (message = 'Authentication required') => new AppError('unauthorized', message);
export const forbidden = (message: string) => new AppError('forbidden', message);
export const notFound = (what: string) => new AppError('not_found', `${what} does not exist or was removed`);
export const conflict = (message: string, fields?: FieldError[]) => new AppError('conflict', message, fields);

/**
 * A refusal the web app must recognise: its reason travels in the error body, its English message
 * comes from the domain's table (REFUSAL_MESSAGES) unless a more precise one is given.
 */
export const refused = (
  code: ErrorCode,
  reason: ErrorReason,
  message: string = REFUSAL_MESSAGES[reason],
  fields?: FieldError[],
) => new AppError(code, message, fields, undefined, reason);

/** A refusal whose message shows values (the missing permissions, the app): they travel in `params`. */
export const refusedWith = (code: ErrorCode, reason: ErrorReason, params: MessageParams) =>
  new AppError(code, refusalMessage(reason, params), undefined, undefined, reason, { ...params });

/** A field error that carries a refusal reason (the web app shows its translation on the field). */
export const fieldRefusal = (path: string, reason: ErrorReason): FieldError => ({
  path,
  message: REFUSAL_MESSAGES[reason],
  reason,
});

/**
 * Validation codes become English texts (with their parameters filled in); the code and the
 * parameters travel along for the web app to translate. A message that is no code (zod's own) stays.
 */
export function fieldError(path: string, message: string, params?: MessageParams): FieldError {
  if (!isValidationCode(message)) return { path, message };
  return {
    path,
    message: validationMessage(message, params),
    code: message,
    ...(params ? { params: { ...params } } : {}),
  };
}
