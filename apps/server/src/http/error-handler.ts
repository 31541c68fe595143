import type { ErrorBody, ErrorCode, ErrorReason, FieldError } from '@signal-desk/domain/http';
import type { ValidationParams } from '@signal-desk/domain/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, fieldError } from '../shared/errors';

function body(code: ErrorCode, message: string, fields?: FieldError[], reason?: ErrorReason): ErrorBody {
  return {
    error: { code, message, ...(reason ? { reason } : {}), ...(fields?.length ? { fields } : {}) },
  };
}

/** The parameters a schema's custom issue gave its code (`ctx.addIssue({ message, params })`). */
function paramsOf(value: unknown): ValidationParams | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const entries = Object.entries(value).filter(
    (e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number',
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
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
      return reply.status(error.status).send(body(error.code, error.message, error.fields, error.reason));
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
        return [fieldError(issuePath || where, v.message ?? 'invalid', paramsOf(v.params.params))];
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
