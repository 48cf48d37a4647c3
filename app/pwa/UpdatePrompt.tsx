import { useEffect } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSnapshot } from 'valtio';
import { applyUpdate } from './registerServiceWorker';
import { pwaState } from './pwaState';

const UPDATE_NOTIFICATION_ID = 'app-update';

/** "New version available" with a Reload action; it stays until the user acts (no silent reload). */
export function UpdatePrompt() {
  const { updateAvailable } = useSnapshot(pwaState);
  useEffect(() => {
    if (!updateAvailable) return;
    notifications.show({
      id: UPDATE_NOTIFICATION_ID,
      title: 'New version available',
      autoClose: false,
      closeButtonProps: { 'aria-label': 'Dismiss notification' },
      message: (
        <Group justify="space-between" gap="xs">
          <Text size="sm">Reload to use the latest version of Laws AI.</Text>
          <Button size="compact-sm" onClick={applyUpdate}>
            Reload
          </Button>
        </Group>
      ),
    });
  }, [updateAvailable]);
  return null;
}
