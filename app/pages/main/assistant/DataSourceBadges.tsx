import { Badge, Group } from '@mantine/core';

/** Spec part 1 §1: the government databases behind the answers. */
export const DATA_SOURCES = ['GovInfo API', 'Congress.gov', 'Federal Register', 'Enhanced Search'] as const;

export function DataSourceBadges() {
  return (
    <Group gap="xs" component="ul" className="plain-list" aria-label="Data sources">
      {DATA_SOURCES.map((source) => (
        <Badge key={source} component="li" variant="light" size="lg" radius="sm" tt="none">
          {source}
        </Badge>
      ))}
    </Group>
  );
}
