import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
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
  const resolve: Resolver<FieldValues, unknown, TOutput> = zodResolver(schema);
  return async (values, context, options) => {
    // `toInput` keeps the form's field names, so the form's options name the schema input's fields.
    const result = await resolve(toInput(values), context, options as ResolverOptions<FieldValues>);
    const errors: FieldErrors = { ...result.errors };
    // A list the schema reads from one text input (words typed one per line): an item's error is that
    // input's, as `formFieldOf` places the server's.
    for (const [key, error] of Object.entries(errors))
      if (Array.isArray(error) && typeof (values as FieldValues)[key] === 'string')
        errors[key] = error.find((item) => item !== undefined);
    for (const path of numberFields)
      if (isAmbiguousNumber(valueAt(values, path)))
        setAt(errors, path, { type: 'ambiguous', message: 'numberAmbiguous' });
    // No error: the schema's output (zodResolver answers `{ values: output, errors: {} }` then).
    if (Object.keys(errors).length === 0) return { values: result.values as TOutput, errors: {} };
    // The schema's errors are the form's, for the same reason.
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}

const valueAt = (values: unknown, path: string) =>
  path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], values);

function setAt(target: FieldErrors, path: string, error: unknown) {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
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
