import { useLayoutEffect, useRef } from 'react';

/** Where toasts sit: top right, below what is marked `TOASTS_BELOW` (the toolbar, the page's title row). */
export const TOASTS_BELOW = { 'data-toasts-below': '' } as const;
export const TOAST_CONTAINER_CLASS = 'app-toasts';
export const TOAST_TOP_VARIABLE = '--app-toast-top';

const GAP_PX = 8;

/**
 * Pixels from the top of the window to just below the lowest marked element on screen: the page's main
 * buttons sit in its title row, top right, where a toast would otherwise cover them.
 */
export function toastTop(doc: Document): number {
  const bottoms = [...doc.querySelectorAll('[data-toasts-below]')].map(
    (el) => el.getBoundingClientRect().bottom,
  );
  return Math.max(GAP_PX, ...bottoms) + GAP_PX;
}

/** Moves the toasts below the toolbar and the title row as they are now (the page may have scrolled). */
export function placeToasts(doc: Document = document) {
  doc.documentElement.style.setProperty(TOAST_TOP_VARIABLE, `${toastTop(doc)}px`);
}

/**
 * Marks the page's title row: toasts move below it when it appears (the next page after a save, whose
 * "saved" toast is already up) and whenever its height changes (its buttons wrap on a narrow screen).
 */
export function useToastsBelow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    // A toast already up (the next page after a save) moves now. Without one there is nothing to
    // place: measuring here forced the whole new page's style and layout inside React's commit (most
    // of the stats page's first one), where the observer below measures after the browser's own layout.
    if (document.querySelector(`.${TOAST_CONTAINER_CLASS}`)) placeToasts();
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => placeToasts());
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}
