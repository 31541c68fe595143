import { vi } from 'vitest';

/**
 * Resolves once `check` holds, polling with vitest's `vi.waitFor`; fails the test with the last
 * reason when `timeout` passes. One shared helper instead of a copy in every test file.
 */
export async function until(
  check: () => boolean | Promise<boolean>,
  timeout = 20_000,
  interval = 25,
): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`condition not met within ${timeout} ms`);
    },
    { timeout, interval },
  );
}

/** Reads until the value passes `ok` and answers it; fails the test with the last value read. */
export async function eventually<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  timeout = 5_000,
): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await read();
      if (!ok(value)) throw new Error(`not reached within ${timeout} ms: ${JSON.stringify(value)}`);
      return value;
    },
    { timeout, interval: 25 },
  );
}
