import { Skeleton, Stack, Text } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { pwaState } from '../../../pwa/pwaState';
import { NewsItemCard } from './NewsItemCard';
import type { NewsAudio } from './useNewsAudio';
import type { NewsListState } from './useNewsList';
import type { NewForYou } from '../../../db/follow';

export interface NewsListViewProps {
  state: NewsListState;
  /** Spec part 1 §8 empty text of this list. */
  emptyText: string;
  /** A refresh is running: an empty list is not "empty" yet. */
  refreshing: boolean;
  audio: NewsAudio;
  now: number;
  label: string;
  /** Items matching a followed topic, not yet seen. */
  newForYou?: Map<string, NewForYou>;
}

const PLACEHOLDERS = 3;

export function NewsListView({ state, emptyText, refreshing, audio, now, label, newForYou }: NewsListViewProps) {
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
  if (items.length === 0) return <EmptyNews error={state.error} emptyText={emptyText} />;
  return (
    <Stack gap="sm" component="section" aria-label={label}>
      {state.error && (
        <Text size="sm" c="red.8" role="alert">
          The news could not be updated: {state.error.message}
        </Text>
      )}
      {items.map((item) => (
        <NewsItemCard
          key={item.id}
          item={item}
          now={now}
          audioStatus={audio.statusOf(item.id)}
          onToggleAudio={audio.toggle}
          newForYou={newForYou?.get(item.id)}
        />
      ))}
    </Stack>
  );
}

/** An empty list says why (offline, an error) and what to do. */
function EmptyNews({ error, emptyText }: { error: Error | null | undefined; emptyText: string }) {
  const { online } = useSnapshot(pwaState);
  return (
    <Stack gap="xs">
      {error && (
        <Text size="sm" c="red.8" role="alert">
          The news could not be loaded: {error.message}
        </Text>
      )}
      <Text c="dimmed" ta="center" py="xl">
        {emptyText}
      </Text>
      {!online && (
        <Text size="sm" c="dimmed" ta="center" role="status">
          You’re offline: news comes from Congress.gov and the Federal Register, so it can be fetched when you’re back online.
        </Text>
      )}
    </Stack>
  );
}
