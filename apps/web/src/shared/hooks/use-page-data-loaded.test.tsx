// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageDataLoaded } from './use-page-data-loaded';

function Probe() {
  return <p>{usePageDataLoaded() ? 'loaded' : 'waiting'}</p>;
}

describe('usePageDataLoaded', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns true once no query is fetching and the browser is idle, not before', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (done: () => void) => idle.push(done));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const client = new QueryClient();
    let answer: (value: string) => void = () => {};
    void client.prefetchQuery({
      queryKey: ['page'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    render(
      <QueryClientProvider client={client}>
        <Probe />
      </QueryClientProvider>,
    );
    expect(idle).toHaveLength(0);
    await act(async () => answer('page data'));
    // The data is in, but the page has not been drawn with it yet.
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => idle[0]?.());
    expect(screen.getByText('loaded')).toBeTruthy();
  });
});
