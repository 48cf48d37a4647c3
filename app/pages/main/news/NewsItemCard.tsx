import { useId } from 'react';
import { ActionIcon, Anchor, Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { NEWS_SOURCE_NAMES, type NewsCategory, type NewsChamber } from '../../../../core/schemas/news';
import { shortTimeLabel } from '../../../../core/time/labels';
import type { StoredNewsItem } from '../../../db/news';
import { NewTabNote } from '../../../components/NewTabNote';
import type { NewsAudioStatus } from './useNewsAudio';
import { FollowButton } from '../../../components/follow/FollowButton';
import type { NewForYou } from '../../../db/follow';

export const categoryLabels: Record<NewsCategory, string> = {
  legislation: 'Legislation',
  hearing: 'Hearing',
  vote: 'Vote',
  regulation: 'Regulation',
};

export const chamberLabels: Record<NewsChamber, string> = {
  house: 'House',
  senate: 'Senate',
  both: 'House and Senate',
};

// Dark shades: the light badge prints its text in this colour, which keeps AA contrast (axe-checked in e2e).
const categoryColors: Record<NewsCategory, string> = {
  legislation: 'blue.9',
  hearing: 'grape.9',
  vote: 'teal.9',
  regulation: 'orange.9',
};

/** "Read on Congress.gov" / "Read on the Federal Register". */
export function sourceLinkText(item: Pick<StoredNewsItem, 'source'>): string {
  return item.source === 'congress' ? 'Read on Congress.gov' : 'Read on the Federal Register';
}

export function audioButtonLabel(status: NewsAudioStatus, title: string): string {
  if (status === 'loading') return `Loading narration: ${title}`;
  if (status === 'playing') return `Pause narration: ${title}`;
  return `Play narration: ${title}`;
}

function AudioButton({ status, title, onToggle }: { status: NewsAudioStatus; title: string; onToggle(): void }) {
  return (
    <ActionIcon
      variant="light"
      size="lg"
      radius="xl"
      onClick={onToggle}
      aria-label={audioButtonLabel(status, title)}
      aria-pressed={status === 'playing'}
      style={{ flexShrink: 0 }}
    >
      {status === 'loading' ? (
        <Loader size={16} />
      ) : status === 'playing' ? (
        <IconPlayerPause size={18} aria-hidden />
      ) : (
        <IconPlayerPlay size={18} aria-hidden />
      )}
    </ActionIcon>
  );
}

export interface NewsItemCardProps {
  item: StoredNewsItem;
  now: number;
  audioStatus: NewsAudioStatus;
  onToggleAudio(item: StoredNewsItem): void;
  /** Set when the item matches a followed topic and is not yet seen. */
  newForYou?: NewForYou;
}

/** One news item: what it is, its summary (the upstream's own words), when, and the official record. */
export function NewsItemCard({ item, now, audioStatus, onToggleAudio, newForYou }: NewsItemCardProps) {
  const titleId = useId();
  const { metadata } = item;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={6}>
            <Group gap={6}>
              {newForYou && (
                <Badge color="blue.9" variant="filled">
                  New for you
                </Badge>
              )}
              <Badge color={categoryColors[item.category]} variant="light">
                {categoryLabels[item.category]}
              </Badge>
              {[item.billNumber, item.chamber && chamberLabels[item.chamber], metadata.documentType].map(
                (label, i) =>
                  label && (
                    <Badge key={i} variant="default">
                      {label}
                    </Badge>
                  ),
              )}
              {metadata.significant && (
                <Badge color="red.9" variant="light">
                  Significant
                </Badge>
              )}
            </Group>
            <Title order={3} size="h5" id={titleId}>
              {item.title}
            </Title>
          </Stack>
          <AudioButton status={audioStatus} title={item.title} onToggle={() => onToggleAudio(item)} />
        </Group>
        {newForYou && (
          <Text size="xs" c="blue.9">
            Why: it matches {newForYou.topicNames.map((n) => `“${n}”`).join(', ')} —{' '}
            {[...new Set(newForYou.reasons.map((r) => r.text))].join('; ')}.
          </Text>
        )}
        <Text size="sm">{item.summary}</Text>
        {metadata.agencies.length > 0 && (
          <Text size="xs" c="dimmed">
            {metadata.agencies.length === 1 ? 'Agency' : 'Agencies'}: {metadata.agencies.join(', ')}
          </Text>
        )}
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              <time dateTime={item.publishedDate}>{shortTimeLabel(item.publishedDate, now)}</time> · {NEWS_SOURCE_NAMES[item.source]}
            </Text>
            <FollowButton
              followKey={`news:${item.id}`}
              label={item.title}
              source={{ name: item.title, text: `${item.title} ${item.summary}`, agencies: item.metadata.agencies }}
            />
          </Group>
          <Anchor href={item.sourceUrl} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              {sourceLinkText(item)}
              <IconExternalLink size={14} aria-hidden />
            </Group>
            <NewTabNote />
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
