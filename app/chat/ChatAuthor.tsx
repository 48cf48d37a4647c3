import { Group, Text } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Who wrote a chat message (the scales and a name) and, when given, when. */
export function ChatAuthor({ name, time }: { name: string; time?: ReactNode }) {
  return (
    <Group gap={6}>
      <IconScale size={18} aria-hidden color="var(--mantine-color-navy-8)" />
      <Text fw={700} size="sm">
        {name}
      </Text>
      {time !== undefined && (
        <Text size="xs" c="dimmed">
          {time}
        </Text>
      )}
    </Group>
  );
}
