import { Anchor, Container, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { routeFor, type AppPath } from '../../core/routes';
import { Disclaimer } from './Disclaimer';
import { NotYetAvailable } from './NotYetAvailable';

/** A route whose screen belongs to later work: its real title, the disclaimer, and an honest note. */
export function ComingSoonPage({ path }: { path: AppPath }) {
  const title = routeFor(path)?.title ?? path;
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Disclaimer />
        <NotYetAvailable />
        <Anchor component={Link} to="/">
          Back to home
        </Anchor>
      </Stack>
    </Container>
  );
}
