import { useEffect, useRef, useState } from 'react';

/** A countdown in whole seconds that calls `onDone` at zero unless cancelled first. */
export function useCountdown(onDone: () => void) {
  const [remaining, setRemaining] = useState<number | null>(null);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (remaining === null) return;
    if (remaining <= 0) {
      setRemaining(null);
      done.current();
      return;
    }
    const timer = setTimeout(() => setRemaining(remaining - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  return {
    remaining,
    start: (seconds: number) => setRemaining(seconds),
    cancel: () => setRemaining(null),
  };
}
