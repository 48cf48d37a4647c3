import { memo, useCallback, useEffect } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { BRAND } from '../../../../core/brand';
import type { Snapshot } from 'valtio';
import { markRevealed, type ChatMessage } from '../../../state/assistant';
import { AnswerNotice } from '../../../components/answer/AnswerNotice';
import { AnswerView } from '../../../components/answer/AnswerView';
import { AnswerTakeaway } from '../../../components/takeaway/AnswerTakeaway';
import { AnswerFooter } from './AnswerFooter';
import { engineLabel } from '../../../components/answerEngine';
import { TypedAnswer } from './TypedAnswer';
import { MessageTime } from '../../../chat/MessageTime';
import { prefersReducedMotion } from '../../../chat/reducedMotion';
import { ChatAuthor } from '../../../chat/ChatAuthor';

interface AiMessageProps {
  message: Snapshot<ChatMessage>;
  index: number;
  /** The question this answer replies to (for its receipt and Follow). */
  question?: string;
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
    <Paper
      component="article"
      aria-label="Answer"
      aria-busy={!structured}
      data-message-index={index}
      withBorder
      p="md"
      radius="lg"
      shadow="xs"
    >
      <Group justify="space-between" mb="xs" gap="xs">
        <ChatAuthor name={BRAND} time={<MessageTime at={message.timestamp} />} />
        {message.engine === 'offline' ? (
          // Offline answers say so plainly: they come from the copy saved on this device.
          <Badge color="orange" variant="light" tt="none" size="md" leftSection={<IconWifiOff size={14} aria-hidden />}>
            {engine}
          </Badge>
        ) : (
          engine && (
            <Text size="xs" c="dimmed">
              {engine}
            </Text>
          )
        )}
      </Group>
      {message.notice && <AnswerNotice>{message.notice}</AnswerNotice>}

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
    </Paper>
  );
});
