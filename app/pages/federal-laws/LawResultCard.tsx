import type { ReactNode } from 'react';
import { Paper, Stack, Title, UnstyledButton } from '@mantine/core';
import { openLawDetail } from '../../components/law/lawDetailState';

interface LawResultCardProps {
  /** The law or section the heading opens in the law detail view. */
  lawId: string;
  /** The heading's id, which names the card. */
  headingId: string;
  heading: ReactNode;
  /** Smaller and tighter: the few text matches above the list. */
  compact?: boolean;
  children: ReactNode;
}

/** A card of a result list whose heading opens the law detail view (laws, amended sections, text matches). */
export function LawResultCard({ lawId, headingId, heading, compact = false, children }: LawResultCardProps) {
  return (
    <Paper component="article" withBorder p={compact ? 'sm' : 'md'} radius="md" aria-labelledby={headingId}>
      <Stack gap={compact ? 0 : 6}>
        <Title order={3} size={compact ? 'h6' : 'h5'} id={headingId}>
          <UnstyledButton
            onClick={() => openLawDetail(lawId)}
            fw={700}
            c="navy.8"
            style={{ textAlign: 'left', textDecoration: 'underline', textUnderlineOffset: 3 }}
          >
            {heading}
          </UnstyledButton>
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
