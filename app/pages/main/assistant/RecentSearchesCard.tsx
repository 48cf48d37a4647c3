import { Card, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { recentSearchTimeLabel } from '../../../../core/time/labels';
import { RECENT_SEARCHES_KEY, readRecentSearches } from './search';
import { useNow } from './useNow';

/** Three placeholder rows while loading (spec part 1 §4 "Recent searches list"). */
const PLACEHOLDER_ROWS = 3;

/** Recent Searches (spec part 1 §2): selecting one fills the question box. */
export function RecentSearchesCard({ onSelect }: { onSelect(query: string): void }) {
  const recent = useQuery({ queryKey: RECENT_SEARCHES_KEY, select: readRecentSearches });
  const now = useNow();

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
          Recent searches could not be loaded.
        </Text>
      ) : recent.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No recent searches yet
        </Text>
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
