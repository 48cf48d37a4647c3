import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE } from '../../../core/routes';

/**
 * Any path the router does not know (spec part 1 §2). It leads with what the reader can do
 * next; the spec's own sentence stays, below (docs/first-day.md).
 */
export default function NotFoundPage() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{NOT_FOUND_TITLE}</Title>
        <Text>There is no page at this address. You can:</Text>
        <List spacing={4}>
          <List.Item>
            <Anchor component={Link} to="/">
              Ask a legal question on the main page
            </Anchor>
          </List.Item>
          <List.Item>
            <Anchor component={Link} to="/federal-laws">
              Browse the Federal Laws Database
            </Anchor>
          </List.Item>
          <List.Item>
            <Anchor component={Link} to="/help">
              Ask us for help
            </Anchor>
          </List.Item>
        </List>
        <Text size="sm" c="dimmed">
          {NOT_FOUND_TEXT}
        </Text>
      </Stack>
    </Container>
  );
}
