import { describe, expect, it } from 'vitest';
import { sideBySide } from './side-by-side';

describe('sideBySide', () => {
  it('runs every job to its end, then fails with the one error or with all of them', async () => {
    const done: number[] = [];
    const handle = async (n: number) => {
      await new Promise((resolve) => setTimeout(resolve, n));
      if (n % 2) throw new Error(`job ${n}`);
      done.push(n);
    };
    await expect(sideBySide([2, 4], handle)).resolves.toBeUndefined();
    await expect(sideBySide([1, 6, 8], handle)).rejects.toThrow('job 1');
    expect(done).toEqual([2, 4, 6, 8]);
    const several = await sideBySide([3, 5, 10], handle).catch((error: unknown) => error);
    expect(several).toBeInstanceOf(AggregateError);
    expect((several as AggregateError).errors.map((e: Error) => e.message)).toEqual(['job 3', 'job 5']);
    expect(done).toEqual([2, 4, 6, 8, 10]);
  });
});
