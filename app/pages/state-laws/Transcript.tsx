import { Text } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { Transcript as ChatTranscript } from '../../chat/Transcript';
import { AnswerMessage } from './AnswerMessage';
import { chatState } from './chatState';
import { PENDING_TEXT, PENDING_TITLE } from './texts';

/** 'Researching Official Sources...' and what is being done, while a question is out. */
const RESEARCHING = (
  <>
    <Text component="span" fw={700} size="sm" c="var(--mantine-color-text)" display="block">
      {PENDING_TITLE}
    </Text>
    {PENDING_TEXT}
  </>
);

/**
 * The chat transcript (spec part 2 §4): the welcome message, then each question and its answer,
 * in the one chat transcript (app/chat), in a box of its own that scrolls to its end whenever
 * something is added.
 */
export function Transcript() {
  const { messages, pending } = useSnapshot(chatState);
  return (
    <ChatTranscript
      label="Chat transcript"
      messages={messages}
      Answer={AnswerMessage}
      answerProps={{}}
      typing={pending ? RESEARCHING : null}
      boxed
    />
  );
}
