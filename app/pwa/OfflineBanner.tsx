import { Box, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useSnapshot } from 'valtio';
import { pwaState } from './pwaState';
import { useHydrated } from '../prerender/useHydrated';

/** Shown whenever the browser reports no network; what is stored on the device keeps working. */
export function OfflineBanner() {
  const { online } = useSnapshot(pwaState);
  // A prerendered page was drawn online: said once React has taken it over, else the two differ.
  const hydrated = useHydrated();
  if (online || !hydrated) return null;
  return (
    // One line that opens to the rest: the full banner took about a quarter of a phone screen.
    <Box role="status" bg="yellow.4" px="md" py={6} c="#1a1a1a" className="offline-banner">
      <details>
        <summary>
          <IconWifiOff size={16} aria-hidden style={{ verticalAlign: '-3px', marginRight: 6 }} />
          <Text span size="sm" fw={700} c="inherit">
            You're offline
          </Text>
          <Text span size="sm" c="inherit">
            {' '}
            — saved content still works.{' '}
          </Text>
          <Text span size="sm" c="inherit" td="underline">
            More
          </Text>
        </summary>
        <Text size="sm" c="inherit" mt={4}>
          Rights, templates, saved laws and quizzes still work. Anything you send is queued until you're back online.
        </Text>
      </details>
    </Box>
  );
}
