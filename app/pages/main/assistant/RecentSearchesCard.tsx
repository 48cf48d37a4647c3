import { NetworkError } from '../../../api/client';
import { useEffect } from 'react';
import { Card, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { recentSearchTimeLabel } from '../../../../core/time/labels';
import { authState } from '../../../state/auth';
import { onOutboxEvent } from '../../../outbox';
import { fetchRecentSearches, RECENT_SEARCH_KIND } from './recentSearches';
import { RECENT_SEARCHES_KEY } from './search';
import { useNow } from '../../../chat/useNow';

/** Three placeholder rows while loading (spec part 1 §4 "Recent searches list"). */
const PLACEHOLDER_ROWS = 3;

/**
 * Recent Searches (spec part 1 §2): selecting one fills the question box. Offline, the list
 * kept from last time with the searches made since (see recentSearches.ts).
 */
export function RecentSearchesCard({ onSelect }: { onSelect(query: string): void }) {
  const userId = useSnapshot(authState).user?.id;
  const queryClient = useQueryClient();
  const recent = useQuery({
    queryKey: RECENT_SEARCHES_KEY,
    queryFn: ({ signal }) => fetchRecentSearches(userId, signal),
  });
  const now = useNow();

  // An offline search delivered by the outbox (here, in another tab or the service worker): refresh.
  useEffect(
    () =>
      onOutboxEvent((event) => {
        if (event.type === 'sent' && event.entry.kind === RECENT_SEARCH_KIND)
          void queryClient.invalidateQueries({ queryKey: RECENT_SEARCHES_KEY });
      }),
    [queryClient],
  );

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="recent-searches-title" aria-busy={recent.isPending}>
      <Title order={2} size="h4" id="recent-searches-title" mb="xs">
        Recent Searches
      </Title>
      {recent.isPending ? (
        <Stack gap="sm">
          <Text className="visually-hidden">Loading recent searches...</Text>
          {Array.from({ length: PLACEHOLDER_ROWS }, (_, i) => (
            <div key={i} aria-hidden>
              <Skeleton height={14} radius="sm" mb={6} />
              <Skeleton height={10} width="40%" radius="sm" />
            </div>
          ))}
        </Stack>
      ) : recent.isError ? (
        <Text size="sm" c="dimmed">
          Recent searches could not be loaded
          {recent.error instanceof NetworkError
            ? ' while the server can’t be reached. They will be back when you’re online.'
            : '. Try again later.'}
        </Text>
      ) : recent.data.length === 0 ? (
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            No recent searches yet
          </Text>
          <Text size="xs" c="dimmed">
            Questions you ask the Legal Assistant appear here, so you can ask them again with one tap.
          </Text>
        </Stack>
      ) : (
        <Stack gap={4} component="ul" className="plain-list">
          {recent.data.map((item) => (
            <li key={item.id}>
              <UnstyledButton className="recent-search" onClick={() => onSelect(item.query)} w="100%">
                <Text size="sm" lineClamp={2}>
                  {item.query}
                </Text>
                <Text size="xs" c="dimmed">
                  {recentSearchTimeLabel(item.createdAt, now)}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
