import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { whenIdle } from '../when-idle';

/**
 * False until the data the page asked for on its first render has arrived (no query is fetching any
 * more) and the page has been drawn with it (the browser is idle again), then true for good. What can
 * come later (the shell's settings, languages and fresh copy of the signed-in admin, a list page's
 * filter choices) waits for it: on a phone's network those answers would otherwise share the line
 * with the page's own, and its work the main thread with the page's first content.
 *
 * Read in an effect of a component above the page or after it (its effects run after the page's), so
 * the page's queries have started by then.
 */
export function usePageDataLoaded(): boolean {
  const client = useQueryClient();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (loaded) return;
    let cancelIdle: (() => void) | undefined;
    const check = () => {
      if (client.isFetching() === 0) cancelIdle ??= whenIdle(() => setLoaded(true));
      else {
        cancelIdle?.();
        cancelIdle = undefined;
      }
    };
    const unsubscribe = client.getQueryCache().subscribe(check);
    check();
    return () => {
      unsubscribe();
      cancelIdle?.();
    };
  }, [client, loaded]);
  return loaded;
}
