import { Box, Paper, Text } from '@mantine/core';
import type { Snapshot } from 'valtio';
import type { ChatMessage } from '../../../state/assistant';

/** The question as asked (plain text, line breaks kept). */
export function UserMessage({ message, index }: { message: Snapshot<ChatMessage>; index: number }) {
  return (
    <Box component="article" aria-label="Your question" data-message-index={index} style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Paper bg="navy.8" c="white" px="md" py="sm" radius="lg" maw="85%">
        <Text className="visually-hidden">You asked:</Text>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.content}</Text>
      </Paper>
    </Box>
  );
}
