import { z } from 'zod';
import type { ValidationCode } from './messages';

/** Reusable field schemas; their messages are validation codes (see messages.ts). */
const m = (code: ValidationCode) => ({ message: code });

/**
 * The message of a value that is missing or of another type, and of that issue only: a message given
 * to `z.string()` or `z.number()` itself would also answer every later check that has none of its own
 * (a `.max(200)` refused as "required"), where the API gives the limit's code instead.
 */
export const typeError = (code: ValidationCode) => ({
  error: (issue: { code: string }) => (issue.code === 'invalid_type' ? code : undefined),
});

/** A string input whose absence is answered "required". */
export const requiredString = () => z.string(typeError('required'));

/**
 * Every free text the API accepts goes through this: PostgreSQL cannot store NUL, and other control
 * characters (but tab and line breaks) have no business in a back-office text. Extend it with
 * `.trim()`, `.max()`, etc.
 */
export const textSchema = requiredString()
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to refuse them
  .regex(/^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/, m('controlCharacters'));

export const idSchema = z.uuid(m('invalid'));

/**
 * Every URL the API stores: http(s) only, a host, no credentials, no spaces. Never `javascript:`,
 * `data:`, `vbscript:` or `file:`, which a page or an app showing the URL could run or read.
 */
export const urlSchema = textSchema
  .trim()
  .max(1000, m('tooLong1000'))
  .regex(/^https?:\/\/[^\s/?#@]+(:\d+)?([/?#][^\s]*)?$/i, m('url'));

export const nameSchema = textSchema.trim().min(2, m('tooShort2')).max(100, m('tooLong100'));

export const emailSchema = requiredString()
  .trim()
  .toLowerCase()
  .max(150, m('tooLong150'))
  .pipe(z.email(m('email')));

export const nicknameSchema = requiredString()
  .trim()
  .min(3, m('nicknameLength'))
  .max(6, m('nicknameLength'))
  .regex(/^[A-Za-z0-9]+$/, m('nicknameChars'));

export const PASSWORD_SPECIALS = '!@#$%^&*()-_+.';

export const passwordSchema = requiredString()
  .min(8, m('passwordLength'))
  .max(200, m('passwordLength'))
  .regex(/[A-Z]/, m('passwordCapital'))
  .regex(/[A-Za-z]/, m('passwordLetter'))
  .regex(/[0-9]/, m('passwordDigit'))
  .regex(/[!@#$%^&*()\-_+.]/, m('passwordSpecial'))
  .regex(/^[A-Za-z0-9!@#$%^&*()\-_+.]*$/, m('passwordChars'));

export const nonNegativeIntSchema = z.number(typeError('invalid')).int(m('integer')).min(0, m('nonNegative'));
