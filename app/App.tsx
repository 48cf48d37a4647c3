import { useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from './api/queryClient';
import { AuthProvider } from './auth';
import { ToastRegion } from './components/ToastRegion';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import { createAppRouter } from './routes/router';
import { cssVariablesResolver, theme } from './theme';

export interface AppProps {
  /** The browser's router; the build's prerender (app/prerender/) passes a memory router instead. */
  createRouter?: () => ReturnType<typeof createAppRouter>;
}

export function App({ createRouter = createAppRouter }: AppProps) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <ToastRegion />
      <UpdatePrompt />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
