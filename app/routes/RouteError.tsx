import type { ReactNode } from 'react';
import { Box, Container, Stack, Text } from '@mantine/core';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { BRAND } from '../../core/brand';
import { Disclaimer } from '../components/Disclaimer';
import { LoadFailureAlert } from '../components/loadFailure/LoadFailureAlert';

/**
 * "Try again" for a route's error: react-router's boundary clears on a new location, so the same
 * address is opened again (in the page: no reload, which offline without a service worker would
 * show nothing); the screen renders anew and a file that failed to arrive is imported again.
 */
function useRetryRoute(): () => void {
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
  return () => void navigate({ pathname, search, hash }, { replace: true, state });
}

/** The route's error with "Try again", and the disclaimer; `children` go first. */
function RouteFailure({ children }: { children?: ReactNode }) {
  const error = useRouteError();
  const retry = useRetryRoute();
  return (
    <Stack gap="md">
      {children}
      <LoadFailureAlert error={error} onRetry={retry} titleOrder={1} />
      <Disclaimer />
    </Stack>
  );
}

/** A screen that failed (its file did not arrive, or it broke), in the shell instead of it. */
export function ScreenError() {
  return (
    <Container size="md" py="xl">
      <RouteFailure />
    </Container>
  );
}

/** The shell itself failed: the same message on a page of its own. */
export function AppError() {
  return (
    <Box component="main" py="xl">
      <Container size="md">
        <RouteFailure>
          <Text fw={700} size="lg">
            {BRAND}
          </Text>
        </RouteFailure>
      </Container>
    </Box>
  );
}
