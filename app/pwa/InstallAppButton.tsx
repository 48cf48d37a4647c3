import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useSnapshot } from 'valtio';
import { promptInstall } from './registerServiceWorker';
import { pwaState } from './pwaState';
import { useHydrated } from '../prerender/useHydrated';

/** Offered only where the browser fired beforeinstallprompt. */
export function InstallAppButton() {
  const { canInstall } = useSnapshot(pwaState);
  // The offer can come while React hydrates a prerendered page, drawn without it.
  const hydrated = useHydrated();
  if (!canInstall || !hydrated) return null;
  return (
    <Button variant="light" size="compact-sm" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void promptInstall()}>
      Install app
    </Button>
  );
}
