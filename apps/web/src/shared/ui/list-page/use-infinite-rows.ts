import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import { useRestOfViewport } from '../../hooks/use-rest-of-viewport';

/** Start loading the next page this many rows before the end. */
const LOAD_AHEAD = 15;
/**
 * Rows mounted beyond those in view: few until the list is first scrolled (a phone shows four cards;
 * mounting sixteen at the first paint cost a third of a second of its CPU), then a cushion that keeps
 * a fast fling from showing blank space.
 */
const OVERSCAN_AT_REST = 2;
const OVERSCAN_SCROLLING = 12;

/** The next pages of an infinite query, as `useInfiniteQuery` gives them. */
export interface MoreRows {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The infinite mode of a list (SPEC section 2: infinite scroll, 50 at a time): the rows are
 * virtualised in a box filling the rest of the viewport, so only those in view are mounted however
 * many are loaded, and nearing the end loads the next page. The list renders `items` between a
 * spacer of `top` and one of `bottom` pixels, each row measured by `measure`.
 */
export function useInfiniteRows<T>({
  rows,
  rowKey,
  rowHeight,
  more: { hasNextPage, isFetchingNextPage, fetchNextPage },
}: {
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** A row's height before it is measured. */
  rowHeight: number;
  more: MoreRows;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const element = scrollRef.current;
    if (scrolled || !element) return;
    const onScroll = () => setScrolled(true);
    element.addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [scrolled]);
  const height = useRestOfViewport(scrollRef, 24, 360);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    // The box's height before it is measured: the first render, which a transition splits into short
    // slices, then mounts the rows in view. Left at zero, it mounted none, and the rows were mounted by
    // the re-render that the measure makes inside the commit: one long task.
    initialRect: { width: 0, height },
    estimateSize: () => rowHeight,
    overscan: scrolled ? OVERSCAN_SCROLLING : OVERSCAN_AT_REST,
    getItemKey: (index) => {
      const row = rows[index];
      return row === undefined ? index : rowKey(row);
    },
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  // The length of the list when the next page was asked for, until the request is under way: the
  // measures of a first paint move the last row in view twice before the list says a page is loading,
  // and a second ask would cancel the first request and start it again.
  const askedAt = useRef<number | null>(null);
  useEffect(() => {
    if (isFetchingNextPage) {
      askedAt.current = null;
      return;
    }
    if (!hasNextPage || lastIndex < rows.length - LOAD_AHEAD || askedAt.current === rows.length) return;
    askedAt.current = rows.length;
    void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, lastIndex, rows.length, fetchNextPage]);

  return {
    scrollRef,
    height,
    items,
    top: items[0]?.start ?? 0,
    bottom: virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0),
    measure: virtualizer.measureElement,
  };
}
