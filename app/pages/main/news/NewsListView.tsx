import { Skeleton, Stack, Text } from '@mantine/core';
import { NewsItemCard } from './NewsItemCard';
import type { NewsAudio } from './useNewsAudio';
import type { NewsListState } from './useNewsList';

export interface NewsListViewProps {
  state: NewsListState;
  /** Spec part 1 §8 empty text of this list. */
  emptyText: string;
  /** A refresh is running: an empty list is not "empty" yet. */
  refreshing: boolean;
  audio: NewsAudio;
  now: number;
  label: string;
}

const PLACEHOLDERS = 3;

export function NewsListView({ state, emptyText, refreshing, audio, now, label }: NewsListViewProps) {
  const items = state.items ?? [];
  if (items.length === 0 && (state.loading || refreshing || state.items === undefined)) {
    return (
      <Stack gap="sm" aria-busy>
        <Text className="visually-hidden" role="status">
          Loading news...
        </Text>
        {Array.from({ length: PLACEHOLDERS }, (_, i) => (
          <div key={i} aria-hidden>
            <Skeleton height={16} width="30%" radius="sm" mb={8} />
            <Skeleton height={14} radius="sm" mb={6} />
            <Skeleton height={14} width="80%" radius="sm" />
          </div>
        ))}
      </Stack>
    );
  }
  if (items.length === 0) {
    return (
      <Stack gap="xs">
        {state.error && (
          <Text size="sm" c="red.8" role="alert">
            The news could not be loaded: {state.error.message}
          </Text>
        )}
        <Text c="dimmed" ta="center" py="xl">
          {emptyText}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-label={label}>
      {state.error && (
        <Text size="sm" c="red.8" role="alert">
          The news could not be updated: {state.error.message}
        </Text>
      )}
      {items.map((item) => (
        <NewsItemCard key={item.id} item={item} now={now} audioStatus={audio.statusOf(item.id)} onToggleAudio={audio.toggle} />
      ))}
    </Stack>
  );
}
