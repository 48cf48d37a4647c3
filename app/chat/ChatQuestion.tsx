import { memo, useId, useState } from 'react';
import { Box, Paper, Text, UnstyledButton } from '@mantine/core';

/**
 * A question longer than this is shown in its first lines, with "Show the whole question":
 * people paste long posts, and on a phone the answer must start on the first screen.
 */
export const LONG_QUESTION_CHARS = 240;

/** The user's question as asked (plain text, line breaks kept), on the right of the chat. */
export const ChatQuestion = memo(function ChatQuestion({ content, index }: { content: string; index: number }) {
  const long = content.length > LONG_QUESTION_CHARS;
  const [whole, setWhole] = useState(false);
  const textId = useId();
  return (
    <Box component="article" aria-label="Your question" data-message-index={index} style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Paper bg="navy.8" c="white" px="md" py="sm" radius="lg" maw="85%">
        <Text className="visually-hidden">You asked:</Text>
        {/* Clamped for the eye only: the whole question stays in the page for screen readers and search. */}
        <Text
          id={textId}
          className={long && !whole ? 'question-clamped' : undefined}
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {content}
        </Text>
        {long && (
          <UnstyledButton
            aria-expanded={whole}
            aria-controls={textId}
            onClick={() => setWhole((w) => !w)}
            mt={4}
            fz="sm"
            fw={600}
            c="white"
            td="underline"
          >
            {whole ? 'Show less of the question' : 'Show the whole question'}
          </UnstyledButton>
        )}
      </Paper>
    </Box>
  );
});
