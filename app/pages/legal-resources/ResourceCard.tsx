import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import type { LegalResource } from '../../../core/data/legalResources';
import { ExternalLink } from '../../components/info/ExternalLink';

/** One organisation: its name (a link to its site, in a new tab), what it does, and its phone line if it has one. */
export function ResourceCard({ resource, headingOrder }: { resource: LegalResource; headingOrder: 3 | 4 }) {
  return (
    <Paper withBorder p="md" radius="md" component="article">
      <Stack gap={6}>
        <Title order={headingOrder} size="h4">
          <ExternalLink href={resource.url}>{resource.name}</ExternalLink>
        </Title>
        <Text size="sm">{resource.description}</Text>
        {resource.phone && (
          <Text size="sm" fw={600}>
            <IconPhone size="1em" aria-hidden style={{ marginRight: 6, verticalAlign: 'middle' }} />
            Call{' '}
            <Anchor href={`tel:${resource.phone.tel}`} aria-label={`Call ${resource.name} at ${resource.phone.display}`}>
              {resource.phone.display}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
