import type { Signal } from '@signal-desk/domain/signal';
import { createSignalInputSchema, updateSignalInputSchema } from '@signal-desk/domain/signal';
import { type FieldErrors, type Resolver, set } from 'react-hook-form';
import type { z } from 'zod';
import { formResolver } from '../../../../shared/forms/form-resolver';
import { signalFormIssues } from './signal-form-checks';
import { createBodyOf, localDateTimeOf, type SignalFormValues, updateBodyOf } from './signal-form-values';

export type CreateSignalOutput = z.output<typeof createSignalInputSchema>;
export type UpdateSignalOutput = z.output<typeof updateSignalInputSchema>;
export type SignalFormOutput = CreateSignalOutput | UpdateSignalOutput;

/**
 * Checks the inputs with the API's own body schema (create or update), then with the rules the body
 * alone cannot see (signalFormIssues): the same rules, and messages, as the server's.
 */
export function signalFormResolver(
  signal: Signal | undefined,
  livePrice: () => string | null,
): Resolver<SignalFormValues, unknown, SignalFormOutput> {
  const base = signal
    ? formResolver(updateSignalInputSchema, (values: SignalFormValues) => ({
        version: signal.version,
        ...updateBodyOf(values),
      }))
    : formResolver(createSignalInputSchema, createBodyOf);
  return async (values, context, options) => {
    const result = await base(values, context, options);
    // Editing: the pair and the order type are fixed and the entry is always the stored one.
    const checked = signal ? { ...values, pair: values.pair || signal._id, fixedEntry: true } : values;
    const issues = signalFormIssues(checked, signal ? null : livePrice(), {
      now: new Date(),
      savedExpiresAt: signal ? localDateTimeOf(signal.expiresAt) : '',
    });
    if (issues.length === 0)
      return result as Awaited<ReturnType<Resolver<SignalFormValues, unknown, SignalFormOutput>>>;
    const errors: FieldErrors<SignalFormValues> = { ...result.errors };
    for (const issue of issues) set(errors, issue.path, { type: 'validate', message: issue.code });
    return { values: {}, errors };
  };
}
