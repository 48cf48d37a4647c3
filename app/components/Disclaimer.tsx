import { Box, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DISCLAIMER } from '../../core/brand';

/**
 * The amber "not legal advice" box (spec part 1 §1). Colours chosen for AA contrast:
 * #5c3d00 on #fff9db is 9.3:1.
 */
export function Disclaimer({ children }: { children?: ReactNode }) {
  if (children === undefined) return <PageDisclaimer />;
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

/** The line a page's disclaimer shows before it is opened: it still says "not legal advice". */
export const DISCLAIMER_SUMMARY = 'Educational, not legal advice.';

/**
 * A page's own disclaimer: one line that opens to the full text. It repeated above the fold on
 * every page, taking a quarter of a phone screen with the offline banner (docs/first-day.md).
 * Answers keep their disclaimer lines in full (Disclaimer with children).
 */
function PageDisclaimer() {
  return (
    <Box
      role="note"
      aria-label="Disclaimer"
      px="sm"
      py={6}
      bg="yellow.0"
      className="page-disclaimer"
      style={{ border: '1px solid var(--mantine-color-yellow-5)', borderRadius: 'var(--mantine-radius-md)', color: '#5c3d00' }}
    >
      <details>
        <summary>
          <IconAlertTriangle size={16} aria-hidden style={{ verticalAlign: '-3px', marginRight: 6 }} />
          <Text span size="sm" inherit c="inherit" fw={600}>
            {DISCLAIMER_SUMMARY}
          </Text>{' '}
          <Text span size="sm" inherit c="inherit" td="underline">
            More
          </Text>
        </summary>
        <Text size="sm" inherit c="inherit" mt={4}>
          {DISCLAIMER}
        </Text>
      </details>
    </Box>
  );
}
