import type { ReactNode } from 'react';
import { Container, Stack } from '@mantine/core';
import { Disclaimer } from '../Disclaimer';
import { ModeHeader, type ModeLink } from './ModeLinks';

interface ModePageProps {
  title: string;
  lead: string;
  links: readonly ModeLink[];
  children: ReactNode;
}

/** A knowledge mode's page (the quiz, the tutor): title, lead and mode links, the disclaimer, then the mode. */
export function ModePage({ title, lead, links, children }: ModePageProps) {
  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <ModeHeader title={title} lead={lead} links={links} />
        <Disclaimer />
        {children}
      </Stack>
    </Container>
  );
}
