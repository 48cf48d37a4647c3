import { Button, Group } from '@mantine/core';
import { amendmentFilters, type AmendmentFilter } from '../../../core/schemas/amendmentNames';

/** The category filter bar (spec part 1 §2): All and the 7 categories; the chosen one is pressed. */
export function CategoryFilter({ value, onChange }: { value: AmendmentFilter; onChange: (filter: AmendmentFilter) => void }) {
  return (
    <Group gap="xs" role="group" aria-label="Filter amendments by category">
      {amendmentFilters.map((filter) => (
        <Button
          key={filter}
          size="compact-md"
          radius="xl"
          variant={filter === value ? 'filled' : 'default'}
          aria-pressed={filter === value}
          onClick={() => onChange(filter)}
        >
          {filter}
        </Button>
      ))}
    </Group>
  );
}
