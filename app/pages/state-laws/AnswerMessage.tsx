import { memo, useId, useMemo, type CSSProperties, type ReactNode } from 'react';
import { Anchor, Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconBook2, IconExternalLink } from '@tabler/icons-react';
import type { Snapshot } from 'valtio';
import { BRAND } from '../../../core/brand';
import type { WhatsIllegalSource } from '../../../core/schemas/whatsIllegal';
import { shortTimeLabel } from '../../../core/time/labels';
import { engineLabel } from '../../components/answerEngine';
import { receiptFromStateLawAnswer } from '../../../core/receipts';
import { TakeawayBar } from '../../components/takeaway/AnswerTakeaway';
import { AnswerText } from './AnswerText';
import type { AnswerOrigin, WhatsIllegalMessage } from './chatState';
import { ChatAnswer } from '../../chat/ChatAnswer';
import { useNow } from '../../chat/useNow';

// Badge colours chosen for AA contrast (Mantine's light variants fall short on small text):
// #1b4d26 on #ebfbee is 9.2:1.
const GOV_BADGE = { '--badge-bg': '#ebfbee', '--badge-color': '#1b4d26', '--badge-bd': '1px solid #b2f2bb' } as CSSProperties;

const OFFLINE_LABEL = 'Offline: answered on this device';

/** How an offline answer came to be, in words. */
export function originNote(origin: Snapshot<AnswerOrigin> | undefined, now: number = Date.now()): string | null {
  if (!origin || origin.kind === 'server') return null;
  if (origin.kind === 'saved')
    return `You are offline: this is the answer saved on this device when the question was last asked (${shortTimeLabel(origin.savedAt, now)}).`;
  return 'You are offline: this answer was worked out on this device by the built-in engine. It is saved for next time.';
}

function SourceLink({ source }: { source: Snapshot<WhatsIllegalSource> }) {
  return (
    <Group component="li" gap="xs" wrap="nowrap" align="flex-start">
      <IconExternalLink size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
      <Box style={{ minWidth: 0 }}>
        <Anchor href={source.url} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
          {source.title}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </Anchor>
        {source.isGov && (
          <Badge ml="xs" size="sm" tt="none" style={GOV_BADGE}>
            .gov<span className="visually-hidden"> official government site</span>
          </Badge>
        )}
      </Box>
    </Group>
  );
}

function InfoBox({ title, icon, tone, children }: { title: string; icon: ReactNode; tone: 'blue' | 'red'; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      p="sm"
      radius="md"
      bg={`${tone}.0`}
      style={{ border: `1px solid var(--mantine-color-${tone}-3)` }}
    >
      <Group gap={6} mb={4} wrap="nowrap">
        {icon}
        <Title order={3} size="h6" id={headingId}>
          {title}
        </Title>
      </Group>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Paper>
  );
}

interface AnswerMessageProps {
  message: Snapshot<WhatsIllegalMessage>;
  index?: number;
  /** The time "5m ago" is counted from (default: now, every minute). */
  now?: number;
  question?: string;
}

/** Which engine answered, or that the answer is the one saved on the device. */
function engineLine(message: Snapshot<WhatsIllegalMessage>) {
  if (!message.engine) return null;
  if (message.origin?.kind === 'saved') return { label: 'Saved answer (offline)', offline: true };
  return { label: engineLabel(message.engine, OFFLINE_LABEL) ?? '', offline: message.engine === 'offline' };
}

/** An assistant message: the answer, its legal reference and potential-penalty boxes, and its sources. */
export const AnswerMessage = memo(function AnswerMessage({ message, index, now, question = '' }: AnswerMessageProps) {
  const clock = useNow(60_000);
  const sourcesId = useId();
  const linkable = useMemo(() => (message.sources ?? []).map((s) => s.url), [message.sources]);
  const note = originNote(message.origin, now ?? clock);
  const answered = message.statute !== undefined;
  const engine = message.engine ? (engineLabel(message.engine, OFFLINE_LABEL) ?? '') : '';
  const receipt = useMemo(() => {
    if (!answered || message.failed || !question) return undefined;
    try {
      return receiptFromStateLawAnswer({
        id: message.id,
        question,
        content: message.content,
        statute: message.statute,
        penalty: message.penalty,
        sources: message.sources ?? [],
        engine,
        at: new Date(message.timestamp),
      });
    } catch {
      return undefined;
    }
  }, [answered, message, question, engine]);
  return (
    <ChatAnswer
      label={answered ? 'Answer' : 'Message'}
      author={BRAND}
      at={message.timestamp}
      engine={engineLine(message)}
      index={index}
      notice={message.notice}
      plain={answered ? undefined : message.content}
      note={
        note && (
          <Text size="sm" c="dimmed" mb="xs">
            {note}
          </Text>
        )
      }
    >
      <Stack gap="md">
        <AnswerText content={message.content} linkable={linkable} />
        {message.statute && (
          <InfoBox title="Legal Reference" tone="blue" icon={<IconBook2 size={18} aria-hidden color="var(--mantine-color-blue-8)" />}>
            {message.statute}
          </InfoBox>
        )}
        {message.penalty && (
          <InfoBox
            title="Potential Penalty"
            tone="red"
            icon={<IconAlertTriangle size={18} aria-hidden color="var(--mantine-color-red-8)" />}
          >
            {message.penalty}
          </InfoBox>
        )}
        {message.sources && message.sources.length > 0 && (
          <Box>
            <Title order={3} size="h6" mb={4} id={sourcesId}>
              Verified Sources
            </Title>
            <Stack component="ul" gap={6} className="plain-list" aria-labelledby={sourcesId}>
              {message.sources.map((source, i) => (
                <SourceLink key={`${source.url}-${i}`} source={source} />
              ))}
            </Stack>
          </Box>
        )}
        {receipt && <TakeawayBar receipt={receipt} />}
      </Stack>
    </ChatAnswer>
  );
});
