import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { questionBefore } from '../../components/takeaway/questionBefore';
import { AnswerMessage } from './AnswerMessage';
import { chatState } from './chatState';
import { PENDING_TEXT, PENDING_TITLE } from './texts';
import { TypingDots } from '../../chat/TypingIndicator';

/** The current time, refreshed every minute (for "Just now" / "5 minutes ago" labels). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function QuestionBubble({ content }: { content: string }) {
  return (
    <Box component="article" aria-label="Your question" style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Paper bg="navy.8" c="white" px="md" py="sm" radius="lg" maw="85%">
        <Text className="visually-hidden">You asked:</Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {content}
        </Text>
      </Paper>
    </Box>
  );
}

/** 'Researching Official Sources...' while a question is out (the status region is always present). */
function PendingIndicator({ pending }: { pending: boolean }) {
  return (
    <div role="status">
      {pending && (
        <Paper withBorder p="md" radius="lg" bg="gray.0">
          <Group gap="sm" wrap="nowrap">
            <TypingDots />
            <div>
              <Text fw={700} size="sm">
                {PENDING_TITLE}
              </Text>
              <Text size="sm" c="dimmed">
                {PENDING_TEXT}
              </Text>
            </div>
          </Group>
        </Paper>
      )}
    </div>
  );
}

/**
 * The chat transcript (spec part 2 §4): the welcome message, then each question and its answer;
 * it scrolls to the bottom whenever something is added. A polite live log, focusable so the
 * keyboard can scroll it.
 */
export function Transcript() {
  const { messages, pending } = useSnapshot(chatState);
  const now = useNow();
  const scroller = useRef<HTMLDivElement>(null);

  const count = messages.length;
  const seen = useRef(count);
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    box.scrollTop = box.scrollHeight;
    // On a phone the transcript sits below the panel: bring it into view when something is added.
    if (count > seen.current) {
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      box.scrollIntoView?.({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
    }
    seen.current = count;
  }, [count, pending]);

  return (
    <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
      <Box
        ref={scroller}
        role="log"
        aria-live="polite"
        aria-label="Chat transcript"
        tabIndex={0}
        data-testid="transcript"
        p="md"
        style={{ height: 'min(70vh, 720px)', minHeight: 320, overflowY: 'auto' }}
      >
        <Stack gap="md">
          {messages.map((message, i) =>
            message.type === 'user' ? (
              <QuestionBubble key={message.id} content={message.content} />
            ) : (
              <AnswerMessage key={message.id} message={message} now={now} question={questionBefore(messages, i)} />
            ),
          )}
          <PendingIndicator pending={pending} />
        </Stack>
      </Box>
    </Paper>
  );
}
