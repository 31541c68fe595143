import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * False until the data the page asked for on its first render has arrived (no query is fetching any
 * more), then true for good. What the shell fetches for later (the settings, the languages, a fresh
 * copy of the signed-in admin) waits for it: on a phone's network those answers would otherwise share
 * the line with the page's own and delay its first content.
 *
 * Read in an effect of a component above the page or after it (its effects run after the page's), so
 * the page's queries have started by then.
 */
export function usePageDataLoaded(): boolean {
  const client = useQueryClient();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (loaded) return;
    const check = () => {
      if (client.isFetching() === 0) setLoaded(true);
    };
    const unsubscribe = client.getQueryCache().subscribe(check);
    check();
    return unsubscribe;
  }, [client, loaded]);
  return loaded;
}
