import { Badge, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { FederalLaw } from '../../../core/schemas/legal';
import { ConfidenceBadge } from '../../components/law/ConfidenceBadge';
import { openLawDetail } from '../../components/law/lawDetailState';
import { hasStatedPenalties } from '../../components/law/penalties';
import { categoryLabel } from './categories';

/** One law of the list; its title opens the law detail view. */
export function LawListItem({ law }: { law: FederalLaw }) {
  return (
    <Paper component="article" withBorder p="md" radius="md" aria-labelledby={`law-${law.id}`}>
      <Stack gap={6}>
        <Title order={3} size="h5" id={`law-${law.id}`}>
          <UnstyledButton
            onClick={() => openLawDetail(law.id)}
            fw={700}
            c="navy.8"
            style={{ textAlign: 'left', textDecoration: 'underline', textUnderlineOffset: 3 }}
          >
            {law.title}
          </UnstyledButton>
        </Title>
        <Group gap="sm">
          <Text size="sm" fw={600}>
            {law.citation}
          </Text>
          <ConfidenceBadge confidence={law.confidence} />
        </Group>
        <Text size="sm">{law.summary}</Text>
        {hasStatedPenalties(law.penalties) && (
          <Text size="sm">
            <Text span inherit fw={600}>
              Penalties:{' '}
            </Text>
            {law.penalties}
          </Text>
        )}
        <Group gap={6}>
          <Badge variant="outline" radius="sm" tt="none">
            {categoryLabel(law.category)}
          </Badge>
          {law.kind === 'guide' && law.subcategory && (
            <Badge variant="outline" color="gray.7" radius="sm" tt="none">
              {law.subcategory}
            </Badge>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
