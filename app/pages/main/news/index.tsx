import { useEffect, useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { newsMessages } from '../../../../core/schemas/news';
import { Disclaimer } from '../../../components/Disclaimer';
import { useNow } from '../../../chat/useNow';
import { NewsListView } from './NewsListView';
import { useNewsAudio } from './useNewsAudio';
import { useNewsList } from './useNewsList';
import { useRefreshNews } from './useRefreshNews';
import { FollowedTopicsCard } from '../../../components/follow/FollowedTopicsCard';
import { markNewsMatchesSeen, useNewForYou } from '../../../db/follow';

export const NEWS_HEADING = 'Congressional & Regulatory News';
export const FROM_DEVICE_NOTE = 'No connection: showing the news saved on this device.';

type NewsSubTab = 'latest' | 'today';

/**
 * The News tab (spec part 1 §2, §4, §8): Latest News and Today's Updates from Congress.gov and
 * the Federal Register, Refresh, narration per item, links to the official records. The last
 * lists fetched are kept on the device and shown offline.
 */
export default function NewsPanel() {
  const [tab, setTab] = useState<NewsSubTab>('latest');
  const now = useNow();
  const latest = useNewsList('latest', now);
  const today = useNewsList('today', now);
  const { refresh, pending, notes } = useRefreshNews(latest.serverEmpty);
  const audio = useNewsAudio();
  // The two lists differ only in these: each tab's label and empty text is written once.
  const lists = [
    { value: 'latest', label: 'Latest News', state: latest, emptyText: newsMessages.emptyLatest },
    { value: 'today', label: "Today's Updates", state: today, emptyText: newsMessages.emptyToday },
  ] as const;
  const fromDevice = tab === 'latest' ? latest.fromDevice : today.fromDevice;
  const newForYou = useNewForYou();
  // "New for you" stays marked while this tab is open and counts as seen once the reader leaves it.
  useEffect(() => () => void markNewsMatchesSeen().catch(() => undefined), []);

  return (
    <Stack gap="md" py="lg">
      <Title order={2}>{NEWS_HEADING}</Title>
      <Disclaimer />
      <FollowedTopicsCard newCount={newForYou.size} />
      <Tabs value={tab} onChange={(value) => value && setTab(value as NewsSubTab)} variant="pills" keepMounted={false}>
        <Group justify="space-between" gap="sm" mb="md">
          <Tabs.List aria-label="News lists">
            {lists.map((list) => (
              <Tabs.Tab key={list.value} value={list.value}>
                {list.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Button
            variant="light"
            onClick={refresh}
            disabled={pending}
            aria-busy={pending}
            leftSection={pending ? <Loader size={16} /> : <IconRefresh size={16} aria-hidden />}
          >
            {pending ? 'Refreshing...' : 'Refresh'}
          </Button>
        </Group>
        <Stack gap="xs" mb={notes.length || fromDevice ? 'md' : 0}>
          {fromDevice && (
            <Text size="sm" c="dimmed" role="status">
              {FROM_DEVICE_NOTE}
            </Text>
          )}
          {notes.length > 0 && (
            <Alert
              variant="light"
              color="gray"
              icon={<IconInfoCircle size={18} aria-hidden />}
              role="status"
              aria-label="About the last refresh"
            >
              {notes.map((note) => (
                <Text size="sm" key={note}>
                  {note}
                </Text>
              ))}
            </Alert>
          )}
        </Stack>
        {lists.map((list) => (
          <Tabs.Panel key={list.value} value={list.value}>
            <NewsListView
              state={list.state}
              emptyText={list.emptyText}
              refreshing={pending}
              audio={audio}
              now={now}
              label={list.label}
              newForYou={newForYou}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
