import { Alert } from '@mantine/core';
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
    <Alert
      role="status"
      color="yellow"
      variant="filled"
      radius={0}
      icon={<IconWifiOff size={18} aria-hidden />}
      title="You're offline"
      styles={{ title: { color: '#1a1a1a' }, message: { color: '#1a1a1a' }, icon: { color: '#1a1a1a' } }}
    >
      Rights, templates, saved laws and quizzes still work. Anything you send is queued until you're back online.
    </Alert>
  );
}
