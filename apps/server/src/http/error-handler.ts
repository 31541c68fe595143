import type { ErrorBody, ErrorCode, ErrorReason, FieldError } from '@signal-desk/domain/http';
import { isValidationCode, type MessageParams, type ValidationCode } from '@signal-desk/domain/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, fieldError } from '../shared/errors';

function body(
  code: ErrorCode,
  message: string,
  fields?: FieldError[],
  reason?: ErrorReason,
  params?: MessageParams,
): ErrorBody {
  return {
    error: {
      code,
      message,
      ...(reason ? { reason } : {}),
      ...(params ? { params: { ...params } } : {}),
      ...(fields?.length ? { fields } : {}),
    },
  };
}

/** The parameters a schema's custom issue gave its code (`ctx.addIssue({ message, params })`). */
function paramsOf(value: unknown): MessageParams | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const entries = Object.entries(value).filter(
    (e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number',
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
}

const SIZE_CODES: Record<string, { too_big: ValidationCode; too_small: ValidationCode }> = {
  string: { too_big: 'tooLongMax', too_small: 'tooShortMin' },
  array: { too_big: 'tooManyItems', too_small: 'tooFewItems' },
  number: { too_big: 'numberMax', too_small: 'numberMin' },
};

/**
 * A size check a schema left to zod's own English message (`.max(150)` with no code): the code of
 * its kind with the limit, so the web app translates it as it does every other field error.
 */
function sizeLimitOf(
  keyword: string,
  issue: Record<string, unknown>,
): [ValidationCode, MessageParams] | undefined {
  const codes = typeof issue.origin === 'string' ? SIZE_CODES[issue.origin] : undefined;
  if (!codes) return undefined;
  if (keyword === 'too_big' && typeof issue.maximum === 'number')
    return [codes.too_big, { max: issue.maximum }];
  if (keyword === 'too_small' && typeof issue.minimum === 'number')
    return [codes.too_small, { min: issue.minimum }];
  return undefined;
}

const FASTIFY_CODES: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'bad_request',
  429: 'rate_limited',
};

/** The one place where errors become HTTP answers; a 5xx never shows its details. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A failure after a route chose another content (the CSV export) still answers the one JSON body.
    reply.removeHeader('content-disposition');
    reply.type('application/json; charset=utf-8');
    if (error instanceof AppError) {
      if (error.retryAfter) reply.header('retry-after', String(error.retryAfter));
      return reply
        .status(error.status)
        .send(body(error.code, error.message, error.fields, error.reason, error.params));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const fields = error.validation.flatMap((v) => {
        const issuePath = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        // Strict objects: one error per unknown field, at the field's own path.
        if (v.keyword === 'unrecognized_keys' && Array.isArray(v.params.keys)) {
          return (v.params.keys as string[]).map((key) =>
            fieldError(issuePath ? `${issuePath}.${key}` : key, 'unknownField', { field: key }),
          );
        }
        const path = issuePath || where;
        const message = v.message ?? 'invalid';
        if (!isValidationCode(message)) {
          const size = sizeLimitOf(v.keyword, v.params);
          if (size) return [fieldError(path, ...size)];
        }
        return [fieldError(path, message, paramsOf(v.params.params))];
      });
      return reply.status(400).send(body('bad_request', `Invalid ${where}`, fields));
    }
    const status = error.statusCode ?? 500;
    const code = FASTIFY_CODES[status];
    if (code && status < 500) {
      const message =
        status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
          ? 'Invalid JSON body'
          : error.message;
      return reply.status(status).send(body(code, message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body('internal', 'Internal server error'));
  });
}
