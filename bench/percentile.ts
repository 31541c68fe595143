/**
 * The nearest-rank percentile of values sorted in ascending order: the smallest value that `fraction`
 * of them (0.99 for the p99) are at or below. Of 100 values, the p99 is the 99th, not the largest.
 */
export function percentile(sorted: readonly number[], fraction: number): number {
  return sorted.length
    ? (sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] as number)
    : Number.NaN;
}
