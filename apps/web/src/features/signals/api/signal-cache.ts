import { type Signal, type SignalSummary, signalSummarySchema } from '@signal-desk/domain/signal';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type SignalPages, signalKeys } from './signal-keys';

const mapPages = (data: SignalPages | undefined, map: (rows: SignalSummary[]) => SignalSummary[]) =>
  data && { ...data, pages: data.pages.map((page) => ({ ...page, data: map(page.data) })) };

/**
 * A trade idea the server just answered with: its detail, and its row in every loaded list, replaced
 * in place (a list of thousands of loaded rows is not fetched again). The lists are marked stale so
 * the next visit reloads them; the trail is reloaded.
 */
export function storeSignal(queryClient: QueryClient, signal: Signal) {
  queryClient.setQueryData(signalKeys.detail(signal._id), signal);
  const summary = signalSummarySchema.parse(signal);
  const replace = (rows: SignalSummary[]) => rows.map((row) => (row._id === summary._id ? summary : row));
  queryClient.setQueriesData<SignalPages>({ queryKey: signalKeys.lists(signal.app) }, (data) =>
    mapPages(data, replace),
  );
  queryClient.setQueriesData<SignalPages>({ queryKey: signalKeys.recycle(signal.app) }, (data) =>
    mapPages(data, replace),
  );
  void queryClient.invalidateQueries({ queryKey: signalKeys.lists(signal.app), refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: signalKeys.log(signal._id) });
}

/** A trade idea that moved in or out of the recycle bin: gone from the lists it left. */
export function moveSignal(queryClient: QueryClient, signal: Signal) {
  queryClient.setQueryData(signalKeys.detail(signal._id), signal);
  const left = signal.softDelete ? signalKeys.lists(signal.app) : signalKeys.recycle(signal.app);
  const joined = signal.softDelete ? signalKeys.recycle(signal.app) : signalKeys.lists(signal.app);
  queryClient.setQueriesData<SignalPages>({ queryKey: left }, (data) => {
    if (!data?.pages.some((page) => page.data.some((row) => row._id === signal._id))) return data;
    // The list's count goes down with it: "49 of 259", not "49 of 260" until a reload.
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        data: page.data.filter((row) => row._id !== signal._id),
        total: Math.max(0, page.total - 1),
      })),
    };
  });
  void queryClient.invalidateQueries({ queryKey: left, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: joined });
  void queryClient.invalidateQueries({ queryKey: signalKeys.log(signal._id) });
}

/** A mutation of one trade idea whose answer is the idea as it now is. */
export function useSignalMutation<TInput>(send: (input: TInput) => Promise<Signal>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (signal) => storeSignal(queryClient, signal),
  });
}
