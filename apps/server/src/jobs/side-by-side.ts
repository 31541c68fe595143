/**
 * Runs the jobs of a batch side by side, each to its end even when another fails, then fails as they
 * did: with the one error, or with all of them. The batch's jobs are then retried, so each job must
 * find its work done when it already went out.
 */
export async function sideBySide<T>(
  items: Iterable<T>,
  handle: (item: T) => Promise<unknown>,
): Promise<void> {
  const outcomes = await Promise.allSettled([...items].map(handle));
  const failures = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) throw new AggregateError(failures, `${failures.length} jobs of the batch failed`);
}
