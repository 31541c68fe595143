import { z } from 'zod';

/** The one error body of the API (SPEC section 7, issue F1). */
export const ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'rate_limited',
  'internal',
  'unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Why a request was refused, when the caller must recognise it (issue F9): the server raises a reason,
 * the web app maps each reason to a translated message in one table. Add new reasons here, never match
 * the English `message`.
 */
export const ERROR_REASONS = [
  // sessions and throttling
  'session_ended',
  'too_many_attempts',
  // trade ideas
  'signal_outdated',
  'signal_frozen',
  'daily_limit_reached',
  'force_required',
  'outcome_changed',
  'transition_not_allowed',
  'price_outdated',
  'no_changes',
  // markets
  'unsupported_by_broker',
  'invalid_for_broker',
  'no_price_on_exchange',
  'exchange_lacks_pair',
  'unsupported_by_exchanges',
  'no_contracts',
  'add_currency_first',
  'unknown_base',
  'unknown_quote',
  'exchange_only_crypto',
  'pair_exists',
] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];
export const errorReasonSchema = z.enum(ERROR_REASONS);

export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
  /** The validation code when the message comes from a shared schema (translated by the web app). */
  code: z.string().optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    reason: errorReasonSchema.optional(),
    fields: z.array(fieldErrorSchema).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: item });

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    page: z.number().int(),
    perPage: z.number().int(),
    total: z.number().int(),
    lastPage: z.number().int(),
  });

export const MAX_PER_PAGE = 200;
export const DEFAULT_PER_PAGE = 20;

const intParam = z.coerce.number().int().min(0);

/**
 * Query of every list: `page`+`perPage` or `limit`+`skip`, `sort` like `-createdAt`, `search`, and
 * `where`/`params` as JSON (checked per resource on the server).
 */
export const listQuerySchema = z.object({
  page: intParam.min(1).optional(),
  perPage: intParam.min(1).max(MAX_PER_PAGE).optional(),
  limit: intParam.min(1).max(MAX_PER_PAGE).optional(),
  skip: intParam.optional(),
  sort: z
    .string()
    .regex(/^-?[A-Za-z_][A-Za-z0-9_]*$/)
    .optional(),
  search: z.string().trim().max(100).optional(),
  where: z.string().max(4000).optional(),
  params: z.string().max(4000).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const FILTER_OPERATORS = ['eq', 'in', 'gte', 'lte', 'contains', 'search'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];
