import { z } from 'zod';
import { textSchema } from './fields';
import { fillPlaceholders, type MessageParams, type ValidationCode } from './messages';

const m = (code: ValidationCode) => ({ message: code });

/** The one error body of the API (SPEC section 7). */
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
 * Why a request was refused, when the caller must recognise it (to translate it, or to place it on a
 * field), with the English message the server answers. The server raises a reason
 * (`refused(code, reason)` in apps/server/src/shared/errors.ts); the web app translates it through its
 * `reasons` locale section (its English file reuses this table), so a reason added here without a
 * translation fails the web's type check. Never match the `message`.
 */
export const REFUSAL_MESSAGES = {
  // sessions and throttling
  session_ended: 'Your session has ended, sign in again',
  too_many_attempts: 'Too many sign-in attempts, try again later',
  too_many_sign_ups: 'Too many sign-ups from this address or for this email, try again later',
  account_deactivated: 'This account is deactivated: ask an administrator to activate it again',
  // two-factor sign-in (decision 27)
  challenge_expired: 'This sign-in step has expired: enter your email and password again',
  code_wrong: 'This code is wrong or was already used',
  passkey_rejected: 'This passkey was not accepted',
  two_factor_unavailable: 'Two-factor codes cannot be set up: the server has no encryption key',
  totp_already_enabled: 'An authenticator app is already set up: remove it first',
  totp_not_started: 'Start the authenticator set-up first',
  own_two_factor_reset: 'Remove your own factors on your profile; another admin resets them',
  last_factor_required: 'Your role requires a second factor: set up another one before removing this one',
  // admins' powers (decisions 3 and 18)
  last_super_admin:
    'This is the last active super admin: make another admin super admin before deactivating or demoting this one',
  own_account_via_profile:
    'Change your name, nickname, language and password on your profile; your email, permissions, roles, limits, API keys and activation are changed by another admin',
  beyond_own_holdings: 'You cannot grant more than you hold yourself',
  admin_more_powerful: 'You cannot manage an admin with permissions you do not hold',
  credentials_beyond_holdings:
    'You cannot set the password or email of an admin with daily limits or API keys beyond your own',
  // trade ideas
  signal_outdated: 'Outdated signal data, reload',
  signal_frozen: 'You cannot modify a cancelled or SL-hit trade idea',
  daily_limit_reached: 'Limit reached for today, contact the admin',
  force_required:
    'The outcome cannot be determined without a fresh price: confirm a forced close, optionally with the closing price',
  outcome_changed: 'The price moved and the outcome changed: check it and confirm again',
  price_outdated: 'Price outdated, use manual price',
  no_changes: 'No changes to save',
  signal_closed: 'This trade idea is closed',
  signal_not_closed: 'Only a closed trade idea can be reopened',
  signal_not_pending: 'Could not make signal expired: only a pending trade idea expires',
  signal_not_active: 'Only an active trade idea can take profit early',
  no_profit: 'Early take profit needs a positive result at the current price',
  closed_levels_locked: 'The price levels of a closed trade idea cannot change',
  take_profit_hit: 'A take profit already hit cannot change',
  already_deleted: 'This trade idea is already in the recycle bin',
  not_deleted: 'This trade idea is not in the recycle bin',
  compliance_warning: 'Compliance warning: please refrain from using such terms',
  // markets
  unsupported_by_broker: 'Currency not supported by any broker, so quotes do not update automatically',
  invalid_for_broker: 'Currency not valid with the current broker, so live price is not pulled',
  no_price_on_exchange: 'No price for the pair on the chosen exchange: choose another',
  exchange_lacks_pair: 'Exchange does not exist for the current pair',
  unsupported_by_exchanges: 'The pair is unsupported by the exchanges, so the idea cannot be sent',
  no_contracts: 'No possible contracts with the provided values',
  unknown_base: 'Unknown base currency: add this currency first',
  unknown_quote: 'Unknown quote currency: add this currency first',
  exchange_only_crypto: 'Only crypto pairs have an exchange',
  pair_exists: 'This pair already exists',
  currency_in_use: 'This currency is used by currency pairs: delete them first',
  currency_in_use_rename: 'This currency is used by currency pairs: its short name and type cannot change',
  // content and media
  file_type_not_allowed: 'Only JPG or PNG images and MP4 or WebM videos can be uploaded',
  file_too_large: 'The file is larger than the limit',
  has_children: 'Remove what it contains first',
  translations_outdated: 'Update the translations of the changed title or name too',
  banners_not_allowed: 'You are not allowed to edit banners',
  banners_view_not_allowed: 'You are not allowed to view the banners of {{app}}',
  upload_not_multipart: 'Send the file as multipart/form-data in the field `file`',
  upload_content_type: 'Send the file with content-type {{contentType}}',
  upload_url_used: 'This upload URL was already used',
  only_category_reorders: 'Only a category has children to reorder',
  body_not_json: 'The body is not valid JSON',
  // access (SPEC sections 5 and 6); the permissions are their catalogue names
  missing_permission: 'Missing permission: {{permissions}}',
  app_needs_api_key: 'The {{app}} app needs a {{keyType}} API key',
  translation_unavailable: 'Machine translation is not configured',
} as const;
export type ErrorReason = keyof typeof REFUSAL_MESSAGES;
export const ERROR_REASONS = Object.keys(REFUSAL_MESSAGES) as [ErrorReason, ...ErrorReason[]];
export const errorReasonSchema = z.enum(ERROR_REASONS);

/** The values a message with `{{name}}` placeholders shows (see messages.ts). */
export const messageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/** The English text of a refusal reason with its parameters filled in. */
export const refusalMessage = (reason: ErrorReason, params?: MessageParams): string =>
  fillPlaceholders(REFUSAL_MESSAGES[reason], params);

export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
  /** The validation code of the message (VALIDATION_MESSAGES; translated by the web app). */
  code: z.string().optional(),
  /** The values the code's message shows (`{{name}}` placeholders), e.g. a rule's actual and allowed values. */
  params: messageParamsSchema.optional(),
  /** The refusal reason of this field, when it is one the web app recognises (see REFUSAL_MESSAGES). */
  reason: errorReasonSchema.optional(),
  /** The blacklisted term a compliance refusal found in this field (the web app shows it on the field). */
  term: z.string().optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    reason: errorReasonSchema.optional(),
    /** The values the reason's message shows (e.g. the missing permissions). */
    params: messageParamsSchema.optional(),
    fields: z.array(fieldErrorSchema).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: item });

export const MAX_PER_PAGE = 200;
export const DEFAULT_PER_PAGE = 20;

/** Where a page of a list stands (SPEC section 7: lists return data, page, perPage, total and lastPage). */
export const pagingSchema = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  lastPage: z.number().int(),
});
export type Paging = z.infer<typeof pagingSchema>;
export type ListPage<T> = { data: T[] } & Paging;

/** The paging of a page: its last page counts an empty list as one page. */
export function pageOf(total: number, page: number, perPage: number): Paging {
  return { page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)) };
}

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), ...pagingSchema.shape });

/**
 * A list whose total is counted up to a cap (counting every match of a broad filter costs more than
 * the page): `totalCapped` says `total` stopped there.
 */
export const cappedListOf = <T extends z.ZodType>(item: T) =>
  listOf(item).extend({ totalCapped: z.boolean() });

const pageParam = z.coerce.number(m('invalid')).int(m('integer')).min(1, m('invalid'));

/** The page asked of a list: `page` from 1, `perPage` up to MAX_PER_PAGE. */
export const pagingQueryShape = {
  page: pageParam.optional(),
  perPage: pageParam.max(MAX_PER_PAGE, m('invalid')).optional(),
};

const intParam = z.coerce.number().int().min(0);

/**
 * Query of every list: `page`+`perPage` or `limit`+`skip`, `sort` like `-createdAt`, `search`, and
 * `where`/`params` as JSON (checked per resource on the server).
 */
export const listQuerySchema = z.object({
  ...pagingQueryShape,
  limit: intParam.min(1).max(MAX_PER_PAGE).optional(),
  skip: intParam.optional(),
  sort: z
    .string()
    .regex(/^-?[A-Za-z_][A-Za-z0-9_]*$/)
    .optional(),
  search: textSchema.trim().max(100).optional(),
  where: textSchema.max(4000).optional(),
  params: textSchema.max(4000).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const FILTER_OPERATORS = ['eq', 'in', 'gte', 'lte', 'contains', 'search'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];
