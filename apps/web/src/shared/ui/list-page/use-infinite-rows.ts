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
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: scrolled ? OVERSCAN_SCROLLING : OVERSCAN_AT_REST,
    getItemKey: (index) => {
      const row = rows[index];
      return row === undefined ? index : rowKey(row);
    },
  });
  const height = useRestOfViewport(scrollRef, 24, 360);
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= rows.length - LOAD_AHEAD) void fetchNextPage();
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
