import { useState } from 'react';
import { ActionIcon, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { renameTopic, unfollowTopic, useFollowedTopics, type FollowedTopicRecord } from '../../db/follow';
import { formatCitation } from '../../../core/laws/links';

function TopicRow({ topic }: { topic: FollowedTopicRecord }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(topic.name);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    if (await renameTopic(topic.id, name)) {
      setEditing(false);
      setError(null);
    } else setError('Give the topic a name.');
  };
  const what = [
    ...topic.sections.slice(0, 3).map((s) => formatCitation(s.title, s.section)),
    ...topic.acts.slice(0, 2),
    ...topic.agencies.slice(0, 2),
  ];
  return (
    <Stack gap={4} component="li">
      {editing ? (
        <Group gap="xs" align="flex-start">
          <TextInput
            aria-label="Topic name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && void save()}
            error={error}
            size="xs"
            style={{ flex: 1 }}
          />
          <Button size="xs" onClick={() => void save()}>
            Save
          </Button>
          <Button size="xs" variant="default" onClick={() => (setEditing(false), setName(topic.name), setError(null))}>
            Cancel
          </Button>
        </Group>
      ) : (
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {topic.name}
          </Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" aria-label={`Rename topic: ${topic.name}`} onClick={() => setEditing(true)}>
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
            <Button size="xs" variant="default" onClick={() => void unfollowTopic(topic.id)} aria-label={`Unfollow: ${topic.name}`}>
              Unfollow
            </Button>
          </Group>
        </Group>
      )}
      {(what.length > 0 || topic.terms.length > 0) && (
        <Text size="xs" c="dimmed">
          {what.length > 0 ? `Watching for: ${what.join(' · ')}` : `Watching for words like: ${topic.terms.slice(0, 5).join(', ')}`}
        </Text>
      )}
    </Stack>
  );
}

/** The News tab's list of followed topics: rename or unfollow; matching happens on this device. */
export function FollowedTopicsCard({ newCount }: { newCount: number }) {
  const topics = useFollowedTopics();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="followed-topics-heading">
      <Stack gap="xs">
        <Group gap="xs">
          <Title order={3} size="h5" id="followed-topics-heading">
            Followed topics
          </Title>
          {newCount > 0 && (
            <Badge color="blue.9" variant="light">
              {newCount} new for you
            </Badge>
          )}
        </Group>
        {topics.length === 0 ? (
          <Text size="sm" c="dimmed">
            You follow no topics yet. Press "Follow" on an answer, a law or a news item: new bills and rules about it will be marked "New
            for you" here. What you follow stays on this device.
          </Text>
        ) : (
          <>
            <Text size="xs" c="dimmed">
              Matched on this device after each refresh; nothing about what you follow is sent to the server.
            </Text>
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {topics.map((t) => (
                <TopicRow key={t.id} topic={t} />
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Card>
  );
}
