import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Validates a form with a domain schema. The form keeps what inputs hold (strings, '' for empty);
 * `toInput` turns that into the schema's input, field names unchanged so errors land on the fields.
 */
export function formResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, FieldValues>,
  toInput: (values: TValues) => FieldValues,
): Resolver<TValues, unknown, TOutput> {
  const resolve = zodResolver(schema);
  return async (values, context, options) => {
    const result = await resolve(toInput(values), context, options as never);
    return result as Awaited<ReturnType<Resolver<TValues, unknown, TOutput>>>;
  };
}

/** '' means "not given" for optional text inputs. */
export const optionalText = (value: string) => (value.trim() === '' ? undefined : value);
/** '' means "none" for nullable text inputs. */
export const nullableText = (value: string) => (value.trim() === '' ? null : value);
