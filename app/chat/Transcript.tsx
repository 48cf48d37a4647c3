import { useId, useState, type ComponentType, type ReactNode } from 'react';
import { Box, Button, Paper, Stack, Text } from '@mantine/core';
import type { Snapshot } from 'valtio';
import { questionBefore } from '../components/takeaway/questionBefore';
import { ChatQuestion } from './ChatQuestion';
import { conversationWindow, EARLIER_STEP } from './conversationWindow';
import type { ChatItem } from './store';
import { TypingIndicator } from './TypingIndicator';
import { useFollowTranscript } from './useFollowTranscript';

/** What a chat's answer component is given. */
export interface AnswerProps<M extends ChatItem> {
  message: Snapshot<M>;
  index: number;
  /** The question it replies to (for its receipt and Follow). */
  question: string;
}

export interface TranscriptProps<M extends ChatItem, P extends object> {
  /** The log's name ("Conversation", "Chat transcript"). */
  label: string;
  messages: readonly Snapshot<M>[];
  /** The chat's answer (memoized: a message that did not change is not rendered again); a ChatAnswer inside. */
  Answer: ComponentType<AnswerProps<M> & P>;
  answerProps: P;
  /**
   * The status region (always in the page when given, so what it says is announced): the
   * typing indicator's text while a question is out, null otherwise.
   */
  typing?: ReactNode;
  /** The status region above the messages, next to the question box (else below the last one). */
  typingFirst?: boolean;
  /** A transcript of its own height that scrolls inside (beside a panel), rather than the page. */
  boxed?: boolean;
  /** Only the last exchanges in the page; earlier ones come back with "Show earlier messages". */
  windowed?: boolean;
}

function Messages<M extends ChatItem, P extends object>({
  messages,
  from,
  to,
  Answer,
  answerProps,
}: Pick<TranscriptProps<M, P>, 'messages' | 'Answer' | 'answerProps'> & { from: number; to: number }) {
  return messages.slice(from, to).map((message, offset) => {
    const index = from + offset;
    return message.type === 'user' ? (
      <ChatQuestion key={message.id} content={message.content} index={index} />
    ) : (
      <Answer key={message.id} {...answerProps} message={message} index={index} question={questionBefore(messages, index)} />
    );
  });
}

/** "3 earlier questions and their answers", for a number of messages (two an exchange). */
function exchanges(messages: number): string {
  const n = Math.ceil(messages / 2);
  return n === 1 ? '1 earlier question and its answer' : `${n} earlier questions and their answers`;
}

/**
 * The transcript of every chat: the questions and answers in a polite live log (typed-out
 * characters are hidden from assistive technology, so the question and then the finished answer
 * are announced), the status region with the typing indicator, and the scrolling that follows a
 * new message (useFollowTranscript). docs/DESIGN.md "One chat".
 *
 * Windowed, only the last exchanges are in the page, so the 30th answer costs the browser what
 * the first did; earlier ones come back above the log and outside it (opening them is not
 * announced as new messages). A new question closes them again. The button stays where it is
 * (its label turns to "Hide earlier messages" once all are shown), so focus is never lost.
 */
export function Transcript<M extends ChatItem, P extends object>(props: TranscriptProps<M, P>) {
  const { label, messages, typing, typingFirst = false, boxed = false, windowed = false } = props;
  const count = messages.length;
  const earlierId = useId();
  const [opened, setOpened] = useState({ count, messages: 0 });
  const { start, live } = windowed ? conversationWindow(messages, opened.count === count ? opened.messages : 0) : { start: 0, live: 0 };
  const log = useFollowTranscript(count, typing, boxed);

  const status = typing !== undefined && <div role="status">{typing !== null && <TypingIndicator>{typing}</TypingIndicator>}</div>;
  const allShown = live > 0 && start === 0;
  const toggleEarlier = () => setOpened({ count, messages: allShown ? 0 : live - start + EARLIER_STEP });
  const list = (from: number, to: number) => (
    <Messages messages={messages} Answer={props.Answer} answerProps={props.answerProps} from={from} to={to} />
  );

  const logBox = (
    <Box
      ref={log}
      role="log"
      aria-live="polite"
      aria-label={label}
      {...(boxed
        ? { tabIndex: 0, p: 'md', style: { height: 'min(70vh, 720px)', minHeight: 320, overflowY: 'auto' as const } }
        : { mt: count > 0 && (typingFirst || live > 0) ? 'sm' : 0 })}
    >
      <Stack className="conversation" gap="md">
        {list(live, count)}
        {!typingFirst && status}
      </Stack>
    </Box>
  );
  return (
    <div>
      {typingFirst && status}
      {live > 0 && (
        <Stack gap={4} align="center" mb="md">
          <Button variant="subtle" size="sm" onClick={toggleEarlier} aria-controls={earlierId}>
            {allShown ? 'Hide earlier messages' : 'Show earlier messages'}
          </Button>
          <Text size="xs" c="dimmed">
            {start > 0 ? `${exchanges(start)} not shown` : `${exchanges(live)} shown`}
          </Text>
        </Stack>
      )}
      {windowed && (
        <Stack
          id={earlierId}
          component="section"
          aria-label="Earlier messages"
          className="conversation"
          gap="md"
          mb={start < live ? 'md' : 0}
          hidden={start >= live}
        >
          {start < live && list(start, live)}
        </Stack>
      )}
      {boxed ? (
        <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
          {logBox}
        </Paper>
      ) : (
        logBox
      )}
    </div>
  );
}
