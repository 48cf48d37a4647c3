import { Group, Text, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/** Three bouncing dots (styles.css; still under prefers-reduced-motion), hidden from screen readers. */
export function TypingDots() {
  return (
    <span className="bouncing-dots" aria-hidden>
      <span />
      <span />
      <span />
    </span>
  );
}

/** The dots and a dimmed line saying who is typing or what is being done ("Tutor is typing..."). */
export function TypingIndicator({ children, gap = 'sm', py }: { children: ReactNode; gap?: MantineSpacing; py?: MantineSpacing }) {
  return (
    <Group gap={gap} py={py}>
      <TypingDots />
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Group>
  );
}
