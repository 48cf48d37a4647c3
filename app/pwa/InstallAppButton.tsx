import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useSnapshot } from 'valtio';
import { promptInstall } from './registerServiceWorker';
import { pwaState } from './pwaState';

/** Offered only where the browser fired beforeinstallprompt. */
export function InstallAppButton() {
  const { canInstall } = useSnapshot(pwaState);
  if (!canInstall) return null;
  return (
    <Button variant="light" size="compact-sm" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void promptInstall()}>
      Install app
    </Button>
  );
}
