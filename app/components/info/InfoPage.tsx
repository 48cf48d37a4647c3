import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { routeFor, type AppPath } from '../../../core/routes';
import { NAV_LINKS, type NavLinkName } from '../navLinks';

/** The frame of a public information page: its route's title as the one h1, a lead, the content. */
export function InfoPage({ path, lead, children }: { path: AppPath; lead?: ReactNode; children: ReactNode }) {
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{routeFor(path)?.title ?? path}</Title>
          {lead && (
            <Text size="lg" c="dimmed">
              {lead}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

export type PageLink = Exclude<NavLinkName, 'home' | 'quiz' | 'chat' | 'battle'>;

/** The links at the end of a page (Return to Home, Privacy Policy, Get Help...), in the order given. */
export function PageLinks({ links, label }: { links: readonly PageLink[]; label: string }) {
  return (
    <Group component="nav" aria-label={label} gap="lg" pt="md" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      {links.map((key) => (
        <Anchor key={key} component={Link} to={NAV_LINKS[key].to} fw={600}>
          {NAV_LINKS[key].label}
        </Anchor>
      ))}
    </Group>
  );
}
