import { Group, Text, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Three bouncing dots (styles.css; still under prefers-reduced-motion, hidden from screen
 * readers) and a dimmed line saying who is typing or what is being done ("Tutor is typing...").
 */
export function TypingIndicator({ children, gap = 'sm' }: { children: ReactNode; gap?: MantineSpacing }) {
  return (
    <Group gap={gap} py="xs">
      <span className="bouncing-dots" aria-hidden>
        <span />
        <span />
        <span />
      </span>
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Group>
  );
}
