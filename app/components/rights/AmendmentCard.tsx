import { memo } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { ordinal, type Amendment } from '../../../core/schemas/amendmentNames';

/** One amendment in the card grid; its button opens the detail modal. Redrawn only when its props change. */
export const AmendmentCard = memo(function AmendmentCard({
  amendment,
  headingOrder,
  onOpen,
}: {
  amendment: Amendment;
  headingOrder: 2 | 3;
  onOpen: (number: number) => void;
}) {
  const name = `${ordinal(amendment.number)} Amendment`;
  return (
    <Card withBorder radius="md" padding="md" component="article" h="100%" className="amendment-card">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={headingOrder} size="h4">
            {name}
          </Title>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {amendment.category}
          </Badge>
        </Group>
        <Text fw={600}>{amendment.title}</Text>
        <Text size="sm" c="dimmed">
          Ratified {amendment.year}
        </Text>
        <Text size="sm" lineClamp={3} style={{ flexGrow: 1 }}>
          {amendment.simplifiedExplanation}
        </Text>
        <Button variant="light" onClick={() => onOpen(amendment.number)} w="fit-content">
          Read the {name}
        </Button>
      </Stack>
    </Card>
  );
});
