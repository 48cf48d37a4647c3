import { Group, Text, type MantineSpacing } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Who wrote a chat message (the scales and a name) and, when given, when. */
export function ChatAuthor({ name, time, mb }: { name: string; time?: ReactNode; mb?: MantineSpacing }) {
  return (
    <Group gap={6} mb={mb}>
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
