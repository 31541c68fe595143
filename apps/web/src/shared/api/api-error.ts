import {
  type ErrorBody,
  type ErrorCode,
  type ErrorReason,
  errorBodySchema,
  type FieldError,
} from '@signal-desk/domain/http';

/** An error answer of the API, in the one error shape it uses. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields: FieldError[] = [],
    /** Why the server refused, when it is one the app recognises (mapped to a message in one table). */
    readonly reason?: ErrorReason,
    /** The values the reason's message shows (e.g. the missing permissions). */
    readonly params?: ErrorBody['error']['params'],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static fromResponse(status: number, body: unknown): ApiError {
    const parsed = errorBodySchema.safeParse(body);
    if (parsed.success) {
      const { code, message, fields, reason, params } = parsed.data.error;
      return new ApiError(status, code, message, fields, reason, params);
    }
    return new ApiError(status, status >= 500 ? 'internal' : 'bad_request', `HTTP ${status}`);
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
