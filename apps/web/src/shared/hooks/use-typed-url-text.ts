import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * Text typed into a filter kept in the URL: the box shows it at once and `write` puts it (trimmed) in
 * the URL once typing pauses, so the list follows as the admin types. A change of the URL from outside
 * (a menu link, back) shows in the box; the hook's own write never overwrites what was typed meanwhile.
 */
export function useTypedUrlText(inUrl: string, write: (text: string) => void, delayMs = 300) {
  const [text, setText] = useState(inUrl);
  const [seenInUrl, setSeenInUrl] = useState(inUrl);
  const written = useRef(inUrl);
  if (inUrl !== seenInUrl) {
    setSeenInUrl(inUrl);
    if (inUrl !== written.current) setText(inUrl);
  }
  const debounced = useDebouncedValue(text.trim(), delayMs);
  // biome-ignore lint/correctness/useExhaustiveDependencies: writes once the typed text settles, not on every render.
  useEffect(() => {
    if (debounced === text.trim() && debounced !== inUrl) {
      written.current = debounced;
      write(debounced);
    }
  }, [debounced, text, inUrl]);

  /** Writes what is typed now, without waiting, and returns it (an export of what the list will show). */
  const flush = () => {
    const now = text.trim();
    if (now !== inUrl) {
      written.current = now;
      write(now);
    }
    return now;
  };
  return { text, setText, flush };
}
