import { useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '../core/constants';
import { createQueryClient } from './api/queryClient';
import { AuthProvider } from './auth';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import { createAppRouter } from './routes/router';
import { cssVariablesResolver, theme } from './theme';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Notifications limit={TOAST_LIMIT} autoClose={TOAST_DURATION_MS} position="bottom-right" />
      <UpdatePrompt />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
