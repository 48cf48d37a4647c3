import { Group, Paper, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/**
 * What the server says about how an answer was made (the AI model fell back to the built-in
 * engine, a citation could not be verified): a bordered note in the body text's colour, so it
 * is read, not skimmed past.
 */
export function AnswerNotice({ children }: { children: string }) {
  return (
    <Paper
      role="note"
      aria-label="About this answer"
      withBorder
      radius="md"
      px="sm"
      py={6}
      mb="xs"
      style={{ borderColor: 'var(--mantine-color-orange-4)' }}
    >
      <Group gap={8} wrap="nowrap" align="flex-start">
        <IconInfoCircle size={18} aria-hidden color="var(--mantine-color-orange-9)" style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm">{children}</Text>
      </Group>
    </Paper>
  );
}
