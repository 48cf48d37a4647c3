import { useEffect, useId, useRef, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useSnapshot, type Snapshot } from 'valtio';
import { assistantState, type ChatMessage } from '../../../state/assistant';
import { questionBefore } from '../../../components/takeaway/questionBefore';
import { AiMessage } from './AiMessage';
import { UserMessage } from '../../../chat/ChatQuestion';
import { conversationWindow, EARLIER_STEP } from '../../../chat/conversationWindow';

interface ConversationProps {
  onOpenLaw?: (lawId: string) => void;
}

/** Earlier messages the user opened, for the conversation length they were opened at. */
interface Opened {
  count: number;
  messages: number;
}

function Messages({
  messages,
  from,
  to,
  onOpenLaw,
}: {
  messages: readonly Snapshot<ChatMessage>[];
  from: number;
  to: number;
  onOpenLaw?: (lawId: string) => void;
}) {
  return messages.slice(from, to).map((message, offset) => {
    const index = from + offset;
    return message.type === 'user' ? (
      <UserMessage key={message.id} message={message} index={index} />
    ) : (
      <AiMessage key={message.id} message={message} index={index} question={questionBefore(messages, index)} onOpenLaw={onOpenLaw} />
    );
  });
}

/** "3 earlier questions and their answers", for a number of messages (two an exchange). */
function exchanges(messages: number): string {
  const n = Math.ceil(messages / 2);
  return n === 1 ? '1 earlier question and its answer' : `${n} earlier questions and their answers`;
}

/**
 * The conversation: a polite live log. The typewriter's characters are hidden from assistive
 * technology, so what is announced is the question and then the finished answer.
 *
 * Windowed: only the last exchanges are in the page, so the 30th answer costs the
 * browser what the first did; earlier ones come back with "Show earlier messages", above the log
 * and outside it (opening them is not announced as new messages). A new question closes them
 * again (the page moves to that question anyway). The button stays where it is (its label turns
 * to "Hide earlier messages" once all are shown), so focus is never lost.
 */
export function Conversation({ onOpenLaw }: ConversationProps) {
  const { messages } = useSnapshot(assistantState);
  const log = useRef<HTMLDivElement>(null);
  const earlierId = useId();
  const count = messages.length;
  const [opened, setOpened] = useState<Opened>({ count, messages: 0 });
  const { start, live } = conversationWindow(messages, opened.count === count ? opened.messages : 0);

  // Bring a new question (and its answer below it) into view.
  const seen = useRef(count);
  useEffect(() => {
    if (count > seen.current) {
      const question = log.current?.querySelector<HTMLElement>(`[data-message-index="${seen.current}"]`);
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      question?.scrollIntoView?.({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    }
    seen.current = count;
  }, [count]);

  const hidden = start;
  const allShown = live > 0 && hidden === 0;
  const toggleEarlier = () => setOpened({ count, messages: allShown ? 0 : live - start + EARLIER_STEP });

  return (
    <div>
      {live > 0 && (
        <Stack gap={4} align="center" mb="md">
          <Button variant="subtle" size="sm" onClick={toggleEarlier} aria-controls={earlierId}>
            {allShown ? 'Hide earlier messages' : 'Show earlier messages'}
          </Button>
          <Text size="xs" c="dimmed">
            {hidden > 0 ? `${exchanges(hidden)} not shown` : `${exchanges(live)} shown`}
          </Text>
        </Stack>
      )}
      <Stack
        id={earlierId}
        component="section"
        aria-label="Earlier messages"
        className="conversation"
        gap="md"
        mb={start < live ? 'md' : 0}
        hidden={start >= live}
      >
        {start < live && <Messages messages={messages} from={start} to={live} onOpenLaw={onOpenLaw} />}
      </Stack>
      {/* Always in the page (an empty log takes no room), so screen readers hear what is added to it. */}
      <Stack ref={log} className="conversation" gap="md" role="log" aria-live="polite" aria-label="Conversation" mt={count > 0 ? 'sm' : 0}>
        <Messages messages={messages} from={live} to={count} onOpenLaw={onOpenLaw} />
      </Stack>
    </div>
  );
}
