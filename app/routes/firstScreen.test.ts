// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../api/queryClient';
import { AuthProvider, CURRENT_USER_QUERY_KEY, type Session } from '../auth';
import { firstScreenReady } from '../pwa/firstScreen';
import { setSignedOut } from '../state/auth';
import { theme } from '../theme';
import { RouteGate } from './RouteGate';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('a route’s screen', () => {
  it('tells the service worker registration that the first screen is drawn once it has mounted', async () => {
    let ready = false;
    void firstScreenReady().then(() => (ready = true));
    setSignedOut();
    const client = createQueryClient();
    client.setQueryData<Session>(CURRENT_USER_QUERY_KEY, { user: null, offline: false });
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const Screen = () => createElement('h1', null, 'Sign In');
    await act(async () =>
      root.render(
        createElement(
          MantineProvider,
          { theme },
          createElement(
            QueryClientProvider,
            { client },
            createElement(
              AuthProvider,
              null,
              createElement(MemoryRouter, null, createElement(RouteGate, { title: 'Sign In', access: 'public', screen: Screen })),
            ),
          ),
        ),
      ),
    );
    expect(container.querySelector('h1')?.textContent).toBe('Sign In');
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    expect(ready).toBe(true);
    await act(async () => root.unmount());
  });
});
