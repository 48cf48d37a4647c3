import { Text } from '@mantine/core';
import { formatLastUpdated } from './stats';

export function LastUpdated({ value }: { value: string }) {
  return (
    <Text size="sm" c="dimmed">
      Last updated: {formatLastUpdated(value)}
    </Text>
  );
}
