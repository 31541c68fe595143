// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

let renders = 0;

function Age({ label }: { label: string }) {
  renders++;
  return (
    <p>
      {label} {useNow(1_000)}
    </p>
  );
}

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(10_000);
    renders = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('moves every reader of an interval on one timer, redrawn together', () => {
    const { unmount } = render(
      <>
        <Age label="a" />
        <Age label="b" />
        <Age label="c" />
      </>,
    );
    expect(vi.getTimerCount()).toBe(1);
    const afterMount = renders;

    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('a 11000')).toBeTruthy();
    expect(screen.getByText('c 11000')).toBeTruthy();
    // Each reader drew once for the tick: one render pass for the three.
    expect(renders - afterMount).toBe(3);

    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the timer while a reader is left', () => {
    const { rerender } = render(
      <>
        <Age label="a" />
        <Age label="b" />
      </>,
    );
    rerender(<Age label="a" />);
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByText('a 12000')).toBeTruthy();
  });
});
