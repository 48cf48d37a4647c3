import { Text } from '@mantine/core';

export const NOT_YET_AVAILABLE = 'This feature is not available yet.';

/** Said plainly where a screen is still being built, instead of anything pretending to work. */
export function NotYetAvailable() {
  return <Text>{NOT_YET_AVAILABLE}</Text>;
}
