import { vi } from 'vitest';

/**
 * Resolves once `check` holds, polling with vitest's `vi.waitFor`; fails the test with the last
 * reason when `timeout` passes. One shared helper instead of a copy in every test file.
 */
export async function until(check: () => boolean | Promise<boolean>, timeout = 20_000): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`condition not met within ${timeout} ms`);
    },
    { timeout, interval: 25 },
  );
}
