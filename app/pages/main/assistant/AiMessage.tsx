import { memo, useCallback, useEffect } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { BRAND } from '../../../../core/brand';
import { markRevealed, type ChatMessage } from '../../../state/assistant';
import { AnswerView } from '../../../components/answer/AnswerView';
import { AnswerTakeaway } from '../../../components/takeaway/AnswerTakeaway';
import { AnswerFooter } from './AnswerFooter';
import { engineLabel } from '../../../components/answerEngine';
import { TypedAnswer } from './TypedAnswer';
import { prefersReducedMotion } from '../../../chat/reducedMotion';
import { ChatAnswer } from '../../../chat/ChatAnswer';
import type { AnswerProps } from '../../../chat/Transcript';

interface AiMessageProps extends AnswerProps<ChatMessage> {
  onOpenLaw?: (lawId: string) => void;
}

/**
 * The answer as it is typed out (growing while it streams in), then, once the final answer is in
 * and typed (or "Show full answer" was pressed), in the structured view with sources and next steps.
 * Memoized: a valtio snapshot of a message that did not change is the same object, so adding
 * answer 31 (or streaming it) renders only that answer, not the 30 before it.
 */
export const AiMessage = memo(function AiMessage({ message, index, question = '', onOpenLaw }: AiMessageProps) {
  const text = message.content.replace(/\*/g, '');
  const reveal = useCallback(() => markRevealed(message.id), [message.id]);
  const structured = message.revealed && !message.streaming;

  // Reduced motion: no typing; the text as it arrives, then straight to the structured view.
  useEffect(() => {
    if (!message.revealed && prefersReducedMotion()) reveal();
  }, [message.revealed, reveal]);

  const engine = engineLabel(message.engine);
  return (
    <ChatAnswer
      label="Answer"
      author={BRAND}
      at={message.timestamp}
      // Offline answers say so plainly: they come from the copy saved on this device.
      engine={engine ? { label: engine, offline: message.engine === 'offline' } : null}
      busy={!structured}
      index={index}
      notice={message.notice}
    >
      {structured ? (
        <Stack gap="md">
          <AnswerView text={text} jurisdiction={message.jurisdiction} sources={message.sources} onOpenLaw={onOpenLaw} />
          <AnswerFooter message={message} text={text} onOpenLaw={onOpenLaw}>
            <AnswerTakeaway id={message.id} question={question} text={text} engine={engine ?? ''} at={message.timestamp} />
          </AnswerFooter>
        </Stack>
      ) : (
        <Stack gap="xs">
          {/* Revealed while still streaming: the text so far, whole; the structured view follows the final answer. */}
          <TypedAnswer text={text} final={!message.streaming} instant={message.revealed} onDone={reveal} />
          {!message.revealed && (
            <Group>
              <Button variant="subtle" size="xs" onClick={reveal}>
                Show full answer
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </ChatAnswer>
  );
});
