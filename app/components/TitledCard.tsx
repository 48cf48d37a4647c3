import { Card, Stack, Title, type MantineSize, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';

interface TitledCardProps {
  /** The heading's id: the card is a section labelled by its heading. */
  titleId: string;
  title: ReactNode;
  /** The heading's look (it is always an h2 on the page). */
  titleSize: `h${TitleOrder}`;
  padding: MantineSize;
  gap: MantineSize;
  children: ReactNode;
}

/** A bordered card that is a section of its page: an h2 and, below it, its content stacked. */
export function TitledCard({ titleId, title, titleSize, padding, gap, children }: TitledCardProps) {
  return (
    <Card withBorder radius="md" padding={padding} component="section" aria-labelledby={titleId}>
      <Stack gap={gap}>
        <Title order={2} size={titleSize} id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
