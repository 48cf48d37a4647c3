import type { CSSProperties, ReactNode } from 'react';
import { Badge, Group, Paper, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { AnswerNotice } from '../components/answer/AnswerNotice';
import { ChatAuthor } from './ChatAuthor';
import { MessageTime } from './MessageTime';
import { TypingIndicator } from './TypingIndicator';

// AA contrast (Mantine's light variants fall short on small text): #7a3a00 on #fff4e6 is 7.9:1.
const OFFLINE_BADGE = { '--badge-bg': '#fff4e6', '--badge-color': '#7a3a00', '--badge-bd': '1px solid #ffd8a8' } as CSSProperties;

/** Who answered, at the right of the author line: an offline answer says so plainly, in a badge. */
export interface AnswerEngineLine {
  label: string;
  offline: boolean;
}

interface ChatAnswerProps {
  /** The article's name: "Answer", "Message", "Tutor". */
  label: string;
  author: string;
  /** ISO time, shown as "Just now", "5m ago"… */
  at?: string;
  engine?: AnswerEngineLine | null;
  /** Still being written (typed out, streamed, or on its way). */
  busy?: boolean;
  /** The message's place in the chat (a new question is scrolled to by it). */
  index?: number;
  notice?: string;
  /** The reply is on its way: the typing indicator says this in place of the answer. */
  typing?: string;
  /** A message with no answer in it (a greeting, an apology, an error): its text as a plain line. */
  plain?: string;
  /** Between the author line and the answer (e.g. how an offline answer came to be). */
  note?: ReactNode;
  children?: ReactNode;
}

/**
 * One answer of any chat (the Assistant, What's Illegal, the tutor): an article with the author
 * line (name, time, engine), the notice, then the typing indicator, a plain line (greeting,
 * error) or the chat's own answer body. docs/DESIGN.md "One chat".
 */
export function ChatAnswer({ label, author, at, engine, busy, index, notice, typing, plain, note, children }: ChatAnswerProps) {
  return (
    <Paper
      component="article"
      aria-label={label}
      aria-busy={busy}
      data-message-index={index}
      withBorder
      p="md"
      radius="lg"
      shadow="xs"
      maw="100%"
    >
      <Group justify="space-between" mb="xs" gap="xs">
        <ChatAuthor name={author} time={at ? <MessageTime at={at} /> : undefined} />
        {engine &&
          (engine.offline ? (
            <Badge tt="none" size="md" style={OFFLINE_BADGE} leftSection={<IconWifiOff size={14} aria-hidden />}>
              {engine.label}
            </Badge>
          ) : (
            <Text size="xs" c="dimmed">
              {engine.label}
            </Text>
          ))}
      </Group>
      {note}
      {notice && <AnswerNotice>{notice}</AnswerNotice>}
      {typing ? (
        <TypingIndicator>{typing}</TypingIndicator>
      ) : plain !== undefined ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {plain}
        </Text>
      ) : (
        children
      )}
    </Paper>
  );
}
