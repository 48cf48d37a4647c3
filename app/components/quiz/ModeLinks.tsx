import { Anchor, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { NAV_LINKS, type NavLinkName } from '../navLinks';

export type ModeLink = Extract<NavLinkName, 'home' | 'quiz' | 'chat' | 'battle'>;

/** The links between the knowledge modes (and home), in the order given. */
export function ModeLinks({ links, label = 'Knowledge modes' }: { links: readonly ModeLink[]; label?: string }) {
  return (
    <Group component="nav" aria-label={label} gap="md">
      {links.map((key) => (
        <Anchor key={key} component={Link} to={NAV_LINKS[key].to} fw={600}>
          {key === 'home' && <IconArrowLeft size={16} aria-hidden style={{ verticalAlign: '-3px', marginRight: 4 }} />}
          {NAV_LINKS[key].label}
        </Anchor>
      ))}
    </Group>
  );
}

/** A knowledge mode's page title and lead, with the links to the other modes beside them. */
export function ModeHeader({ title, lead, links }: { title: string; lead: string; links: readonly ModeLink[] }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap">
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{lead}</Text>
      </div>
      <ModeLinks links={links} />
    </Group>
  );
}
