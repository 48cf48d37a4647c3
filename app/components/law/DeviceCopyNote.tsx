import { Group, Text } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';

/** Says that what is shown is the copy saved on this device, because the device is offline. */
export function DeviceCopyNote() {
  return (
    <Group gap="xs" role="status">
      <IconDeviceMobile size={18} aria-hidden />
      <Text size="sm" fw={600}>
        Saved on this device — you're offline, so this is the copy kept here.
      </Text>
    </Group>
  );
}
