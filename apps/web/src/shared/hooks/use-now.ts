import { startTransition, useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` (ages such as "3 s ago"). Each refresh redraws in a
 * transition: a list of ages is redrawn in slices of a few milliseconds between which the browser
 * stays responsive, not in one task every second.
 */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => startTransition(() => setNow(Date.now())), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
