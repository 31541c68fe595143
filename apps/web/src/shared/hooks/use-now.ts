import { startTransition, useEffect, useState } from 'react';

type Listener = (now: number) => void;

/** One clock per interval, however many components read it. */
const clocks = new Map<number, { listeners: Set<Listener>; timer?: ReturnType<typeof setInterval> }>();

function subscribe(intervalMs: number, listener: Listener): () => void {
  let clock = clocks.get(intervalMs);
  if (!clock) {
    clock = { listeners: new Set() };
    clocks.set(intervalMs, clock);
  }
  const { listeners } = clock;
  listeners.add(listener);
  clock.timer ??= setInterval(() => {
    const now = Date.now();
    startTransition(() => {
      for (const tell of listeners) tell(now);
    });
  }, intervalMs);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && clock.timer !== undefined) {
      clearInterval(clock.timer);
      clock.timer = undefined;
    }
  };
}

/**
 * The current time, refreshed every `intervalMs` (ages such as "3 s ago"). Every reader of the same
 * interval is told in one transition, so a page of ages redraws once a tick, not once per reader (a
 * timer each made a render each), and in slices of a few milliseconds between which the browser stays
 * responsive.
 */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => subscribe(intervalMs, setNow), [intervalMs]);
  return now;
}
