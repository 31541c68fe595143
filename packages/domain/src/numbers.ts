import { z } from 'zod';
import { dec, decimalsOf, text } from './decimal';

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * A decimal field: a JSON number or numeric text, at most 8 decimals, within -10M..10M (DECISIONS.md),
 * normalised to decimal text so prices never pass through floating point on the server.
 */
export const decimalSchema = z
  .union([z.number({ message: 'numberOnly' }), z.string({ message: 'numberOnly' })], {
    message: 'numberOnly',
  })
  .transform((v, ctx) => {
    const raw = typeof v === 'number' ? String(v) : v.trim();
    if (!NUMBER_TEXT.test(raw)) {
      ctx.addIssue({ code: 'custom', message: 'numberOnly' });
      return z.NEVER;
    }
    if (decimalsOf(raw) > 8) {
      ctx.addIssue({ code: 'custom', message: 'maxDecimals' });
      return z.NEVER;
    }
    const value = dec(raw);
    if (value.abs().gt(10_000_000)) {
      ctx.addIssue({ code: 'custom', message: 'numberRange' });
      return z.NEVER;
    }
    return text(value);
  });

export const positiveDecimalSchema = decimalSchema.refine((v) => dec(v).gt(0), { message: 'positive' });
export const nonNegativeDecimalSchema = decimalSchema.refine((v) => dec(v).gte(0), {
  message: 'nonNegative',
});
