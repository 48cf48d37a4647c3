import { Group, Text } from '@mantine/core';

/**
 * "Searching federal databases..." with three bouncing dots (styles.css; still under
 * prefers-reduced-motion). The status region is always present so its text is announced.
 */
export function SearchingIndicator({ pending }: { pending: boolean }) {
  return (
    <div role="status">
      {pending && (
        <Group gap="sm" py="xs">
          <span className="bouncing-dots" aria-hidden>
            <span />
            <span />
            <span />
          </span>
          <Text size="sm" c="dimmed">
            Searching federal databases...
          </Text>
        </Group>
      )}
    </div>
  );
}
