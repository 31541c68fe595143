// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MoreRows, useInfiniteRows } from './use-infinite-rows';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ROWS = Array.from({ length: 10 }, (_, index) => ({ id: `row-${index}` }));

function Rows({ more, rows = ROWS }: { more: MoreRows; rows?: { id: string }[] }) {
  const { scrollRef, items, measure } = useInfiniteRows({
    rows,
    rowKey: (row) => row.id,
    rowHeight: 40,
    more,
  });
  return (
    <div ref={scrollRef} style={{ height: 400, overflowY: 'auto' }}>
      {items.map((item) => (
        <div key={item.key} ref={measure} data-index={item.index}>
          {rows[item.index]?.id}
        </div>
      ))}
    </div>
  );
}

describe('useInfiniteRows', () => {
  // happy-dom lays nothing out, so no row is in view: a list shorter than the look-ahead loads at once.
  it('loads the next page once the last rows are near, and not again while it loads', () => {
    const fetchNextPage = vi.fn();
    const view = render(<Rows more={{ hasNextPage: true, isFetchingNextPage: false, fetchNextPage }} />);
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    view.rerender(<Rows more={{ hasNextPage: true, isFetchingNextPage: true, fetchNextPage }} />);
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('mounts few rows beyond those in view until the list is scrolled, then a cushion', () => {
    const rows = Array.from({ length: 40 }, (_, index) => ({ id: `row-${index}` }));
    const more = { hasNextPage: false, isFetchingNextPage: false, fetchNextPage: vi.fn() };
    // happy-dom lays nothing out: a 400 px box of 40 px rows, ten in view.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(40);
    const view = render(<Rows more={more} rows={rows} />);
    const mounted = () => view.container.querySelectorAll('[data-index]').length;
    expect(mounted()).toBe(10 + 2);
    const list = view.container.firstElementChild as HTMLElement;
    act(() => {
      fireEvent.scroll(list);
    });
    expect(mounted()).toBe(10 + 12);
  });

  it('asks for nothing when there is no next page', () => {
    const fetchNextPage = vi.fn();
    render(<Rows more={{ hasNextPage: false, isFetchingNextPage: false, fetchNextPage }} />);
    expect(fetchNextPage).not.toHaveBeenCalled();
  });
});
