import { useEffect, useRef } from 'react';
import { Stack } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { assistantState } from '../../../state/assistant';
import { questionBefore } from '../../../components/takeaway/questionBefore';
import { AiMessage } from './AiMessage';
import { UserMessage } from './UserMessage';

interface ConversationProps {
  onOpenLaw?: (lawId: string) => void;
}

/**
 * The conversation: a polite live log. The typewriter's characters are hidden from assistive
 * technology, so what is announced is the question and then the finished answer.
 */
export function Conversation({ onOpenLaw }: ConversationProps) {
  const { messages } = useSnapshot(assistantState);
  const log = useRef<HTMLDivElement>(null);

  // Bring a new question (and its answer below it) into view.
  const count = messages.length;
  const seen = useRef(count);
  useEffect(() => {
    if (count > seen.current) {
      const question = log.current?.querySelector<HTMLElement>(`[data-message-index="${seen.current}"]`);
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      question?.scrollIntoView?.({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    }
    seen.current = count;
  }, [count]);

  return (
    // Always in the page (an empty log takes no room), so screen readers hear what is added to it.
    <Stack ref={log} className="conversation" gap="md" role="log" aria-live="polite" aria-label="Conversation" mt={count > 0 ? 'sm' : 0}>
      {messages.map((message, index) =>
        message.type === 'user' ? (
          <UserMessage key={message.id} message={message} index={index} />
        ) : (
          <AiMessage key={message.id} message={message} index={index} question={questionBefore(messages, index)} onOpenLaw={onOpenLaw} />
        ),
      )}
    </Stack>
  );
}
