import type { Signal } from '@signal-desk/domain/signal';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { testSignal } from '../components/test-signal';
import { moveSignal } from './signal-cache';
import { type SignalPages, signalKeys } from './signal-keys';

describe('a trade idea moved to the recycle bin', () => {
  it('leaves the loaded list, and the list’s total goes down with it', () => {
    const queryClient = new QueryClient();
    const kept = testSignal({ _id: '00000000-0000-4000-8000-000000000001' });
    const deleted = testSignal({ _id: '00000000-0000-4000-8000-000000000002' });
    const key = signalKeys.list(deleted.app, { status: [] });
    queryClient.setQueryData<SignalPages>(key, {
      pages: [{ data: [kept, deleted], page: 1, perPage: 50, total: 260, lastPage: 6 }],
      pageParams: [1],
    });

    moveSignal(queryClient, { ...deleted, softDelete: true } as unknown as Signal);

    const list = queryClient.getQueryData<SignalPages>(key);
    expect(list?.pages[0]?.data.map((row) => row._id)).toEqual([kept._id]);
    expect(list?.pages[0]?.total).toBe(259);
  });

  it('leaves a list that did not hold it as it was', () => {
    const queryClient = new QueryClient();
    const other = testSignal({ _id: '00000000-0000-4000-8000-000000000003' });
    const key = signalKeys.list(other.app, { status: [] });
    const pages = {
      pages: [{ data: [other], page: 1, perPage: 50, total: 1, lastPage: 1 }],
      pageParams: [1],
    };
    queryClient.setQueryData<SignalPages>(key, pages);
    const gone = testSignal({ _id: '00000000-0000-4000-8000-000000000004', softDelete: true });
    moveSignal(queryClient, gone as unknown as Signal);
    expect(queryClient.getQueryData<SignalPages>(key)?.pages[0]?.total).toBe(1);
  });
});
