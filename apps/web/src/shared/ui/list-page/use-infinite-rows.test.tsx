// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MoreRows, useInfiniteRows } from './use-infinite-rows';

afterEach(cleanup);

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

  it('asks for nothing when there is no next page', () => {
    const fetchNextPage = vi.fn();
    render(<Rows more={{ hasNextPage: false, isFetchingNextPage: false, fetchNextPage }} />);
    expect(fetchNextPage).not.toHaveBeenCalled();
  });
});
