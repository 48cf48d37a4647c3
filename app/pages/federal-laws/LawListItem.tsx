import { Badge, Group, Text } from '@mantine/core';
import type { FederalLaw } from '../../../core/schemas/legal';
import { ConfidenceBadge } from '../../components/law/ConfidenceBadge';
import { hasStatedPenalties } from '../../components/law/penalties';
import { categoryLabel } from './categories';
import { LawResultCard } from './LawResultCard';

/** One law of the list; its title opens the law detail view. */
export function LawListItem({ law }: { law: FederalLaw }) {
  return (
    <LawResultCard lawId={law.id} headingId={`law-${law.id}`} heading={law.title}>
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
    </LawResultCard>
  );
}
