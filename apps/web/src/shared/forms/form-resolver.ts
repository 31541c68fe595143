import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { isAmbiguousNumber } from '../numbers/number-input';

/**
 * Validates a form with a domain schema. The form keeps what inputs hold (strings, '' for empty);
 * `toInput` turns that into the schema's input, field names unchanged so errors land on the fields.
 * `numberFields` (paths such as `signalsLimit.shift`) are number inputs: text that reads two ways in the
 * admin's language ("90.000" in German) is an error of its own, not the schema's "numbers only".
 */
export function formResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, FieldValues>,
  toInput: (values: TValues) => FieldValues,
  numberFields: readonly string[] = [],
): Resolver<TValues, unknown, TOutput> {
  const resolve = zodResolver(schema);
  return async (values, context, options) => {
    const result = (await resolve(toInput(values), context, options as never)) as Awaited<
      ReturnType<Resolver<TValues, unknown, TOutput>>
    >;
    const ambiguous = numberFields.filter((path) => isAmbiguousNumber(valueAt(values, path)));
    if (ambiguous.length === 0) return result;
    const errors: Record<string, unknown> = { ...result.errors };
    for (const path of ambiguous) setAt(errors, path, { type: 'ambiguous', message: 'numberAmbiguous' });
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}

const valueAt = (values: unknown, path: string) =>
  path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], values);

function setAt(target: Record<string, unknown>, path: string, error: unknown) {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    node[key] = { ...(node[key] as Record<string, unknown> | undefined) };
    node = node[key] as Record<string, unknown>;
  }
  node[keys.at(-1) as string] = error;
}

/** '' means "not given" for optional text inputs. */
export const optionalText = (value: string) => (value.trim() === '' ? undefined : value);
/** '' means "none" for nullable text inputs. */
export const nullableText = (value: string) => (value.trim() === '' ? null : value);
