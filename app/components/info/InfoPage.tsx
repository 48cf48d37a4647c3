import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { routeFor, type AppPath } from '../../../core/routes';

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

/** The pages an information page links to at its end, each with the one label it goes by there. */
const PAGE_LINKS = {
  home: { to: '/', label: 'Return to Home' },
  terms: { to: '/terms', label: 'Terms of Service' },
  privacy: { to: '/privacy', label: 'Privacy Policy' },
  help: { to: '/help', label: 'Get Help' },
  howItWorks: { to: '/how-it-works', label: 'How It Works' },
  knowYourRights: { to: '/know-your-rights', label: 'Know Your Rights' },
} as const;

export type PageLink = keyof typeof PAGE_LINKS;

/** The links at the end of a page (Return to Home, Privacy Policy, Get Help...), in the order given. */
export function PageLinks({ links, label }: { links: readonly PageLink[]; label: string }) {
  return (
    <Group component="nav" aria-label={label} gap="lg" pt="md" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      {links.map((key) => (
        <Anchor key={key} component={Link} to={PAGE_LINKS[key].to} fw={600}>
          {PAGE_LINKS[key].label}
        </Anchor>
      ))}
    </Group>
  );
}
