import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Validates a form with a domain schema. The form keeps what inputs hold (strings, '' for empty);
 * `toInput` turns that into the schema's input, field names unchanged so errors land on the fields.
 */
export function formResolver<TValues extends FieldValues, TSchema extends z.ZodType<unknown, FieldValues>>(
  schema: TSchema,
  toInput: (values: TValues) => z.input<TSchema>,
): Resolver<TValues, unknown, z.output<TSchema>> {
  const resolve = zodResolver(schema);
  return (values, context, options) =>
    resolve(toInput(values), context, options as never) as ReturnType<Resolver<TValues, unknown, z.output<TSchema>>>;
}

/** '' means "not given" for optional text inputs. */
export const optionalText = (value: string) => (value.trim() === '' ? undefined : value);
/** '' means "none" for nullable text inputs. */
export const nullableText = (value: string) => (value.trim() === '' ? null : value);
