import { Box, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DISCLAIMER } from '../../core/brand';

/**
 * The amber "not legal advice" box (spec part 1 §1). Colours chosen for AA contrast:
 * #5c3d00 on #fff9db is 9.3:1.
 */
export function Disclaimer({ children = DISCLAIMER }: { children?: ReactNode }) {
  return (
    <Box
      role="note"
      aria-label="Disclaimer"
      p="sm"
      bg="yellow.0"
      style={{
        border: '1px solid var(--mantine-color-yellow-5)',
        borderRadius: 'var(--mantine-radius-md)',
        color: '#5c3d00',
      }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconAlertTriangle size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm" inherit c="inherit">
          {children}
        </Text>
      </Group>
    </Box>
  );
}
