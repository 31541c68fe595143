import { describe, expect, it } from 'vitest';
import { shouldReloadAfterChunkFailure } from './chunk-reload';

describe('shouldReloadAfterChunkFailure', () => {
  const now = 1_000_000;

  it('reloads when the page never reloaded for a failed chunk', () => {
    expect(shouldReloadAfterChunkFailure(null, now)).toBe(true);
  });

  it('reloads at most once a minute', () => {
    expect(shouldReloadAfterChunkFailure(now - 59_999, now)).toBe(false);
    expect(shouldReloadAfterChunkFailure(now - 60_000, now)).toBe(true);
  });
});
