import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A bordered card that is a titled section of the Assistant's side column. */
export function SectionCard({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}
