import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE } from '../../../core/routes';

/** Any path the router does not know (spec part 1 §2; the text is the spec's, as is). */
export default function NotFoundPage() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{NOT_FOUND_TITLE}</Title>
        <Text>{NOT_FOUND_TEXT}</Text>
        <Anchor component={Link} to="/">
          Back to home
        </Anchor>
      </Stack>
    </Container>
  );
}
