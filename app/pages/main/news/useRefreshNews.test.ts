// @vitest-environment happy-dom
import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAutoRefresh, useRefreshNews } from './useRefreshNews';

// Every refresh fails as it does with no upstream: 502 with the server's account of the sources.
let refreshCalls = 0;
beforeEach(() => {
  refreshCalls = 0;
  resetAutoRefresh();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    if (String(input).includes('/api/congress/refresh')) refreshCalls += 1;
    return new Response(JSON.stringify({ error: 'upstream down' }), { status: 502, headers: { 'Content-Type': 'application/json' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderRefresh() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  return renderHook(({ auto }: { auto: boolean }) => useRefreshNews(auto), { wrapper, initialProps: { auto: false } });
}

describe('the automatic refresh of an empty news list', () => {
  it('does not start after the user refreshed: one request, not two', async () => {
    const hook = renderRefresh();
    hook.result.current.refresh();
    await waitFor(() => expect(refreshCalls).toBe(1));
    await waitFor(() => expect(hook.result.current.pending).toBe(false));
    // The list then turns out empty: the user's refresh already stood for the automatic one.
    hook.rerender({ auto: true });
    await waitFor(() => expect(hook.result.current.pending).toBe(false));
    expect(refreshCalls).toBe(1);
  });

  it('does not start while a refresh by the user is still running', async () => {
    const hook = renderRefresh();
    hook.result.current.refresh();
    hook.rerender({ auto: true });
    await waitFor(() => expect(hook.result.current.pending).toBe(false));
    expect(refreshCalls).toBe(1);
  });

  it('runs once when the list is empty and the user has not refreshed', async () => {
    const hook = renderRefresh();
    hook.rerender({ auto: true });
    await waitFor(() => expect(refreshCalls).toBe(1));
    await waitFor(() => expect(hook.result.current.pending).toBe(false));
  });
});
