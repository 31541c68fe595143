import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The height that makes the element end `gap` pixels above the bottom of the viewport, at least `min`:
 * a scrolling region that fills what the content above it leaves, however that content wraps, so the
 * page itself does not scroll too. Follows window resizes and size changes of the element's parent.
 */
export function useRestOfViewport(ref: RefObject<HTMLElement | null>, gap: number, min: number): number {
  const [height, setHeight] = useState(min);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(min, Math.floor(window.innerHeight - top - gap)));
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = new ResizeObserver(measure);
    if (element.parentElement) observer.observe(element.parentElement);
    return () => {
      window.removeEventListener('resize', measure);
      observer.disconnect();
    };
  }, [ref, gap, min]);
  return height;
}
