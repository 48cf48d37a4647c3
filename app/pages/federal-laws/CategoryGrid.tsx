import { useId, useState } from 'react';
import { Button, Collapse, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { FederalLawStats } from '../../../core/schemas/legal';
import { groupCategories, type CategoryOption } from './categories';
import { formatCount } from './stats';

interface CategoryGridProps {
  categories: FederalLawStats['categories'];
  selected: string | null;
  /** Choosing a category filters the Browse tab; choosing the selected one clears the filter. */
  onSelect: (category: string | null) => void;
}

function CategoryTiles({
  heading,
  id,
  options,
  selected,
  onSelect,
}: { heading: string; id: string; options: CategoryOption[] } & Omit<CategoryGridProps, 'categories'>) {
  if (options.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb="xs">
        {heading}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, lg: 4 }} spacing="xs" component="ul" className="nav-list">
        {options.map(({ value, label, count }) => {
          const active = value === selected;
          return (
            <li key={value}>
              <UnstyledButton
                onClick={() => onSelect(active ? null : value)}
                aria-pressed={active}
                w="100%"
                h="100%"
                p="sm"
                style={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  alignItems: 'flex-start',
                  gap: 8,
                  border: `1px solid var(--mantine-color-${active ? 'navy-8' : 'gray-3'})`,
                  borderRadius: 'var(--mantine-radius-md)',
                  background: active ? 'var(--mantine-color-navy-0)' : undefined,
                }}
              >
                <Text size="sm" fw={active ? 700 : 500}>
                  {label}
                </Text>
                <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                  {formatCount(count)} {count === 1 ? 'law' : 'laws'}
                </Text>
              </UnstyledButton>
            </li>
          );
        })}
      </SimpleGrid>
    </section>
  );
}

/** Every category with its count (spec part 2 §2); a tile filters Browse Laws. */
export function CategoryGrid({ categories, selected, onSelect }: CategoryGridProps) {
  const { topics, titles } = groupCategories(categories);
  // The 50-odd titles would push the list far down: they open on request.
  const [titlesShown, setTitlesShown] = useState(false);
  const titlesId = useId();
  return (
    <section aria-labelledby="federal-laws-categories">
      <Title order={2} size="h3" id="federal-laws-categories" mb="sm">
        Browse by category
      </Title>
      <Stack gap="md">
        <CategoryTiles
          heading="Plain-English guide topics"
          id="federal-laws-topics"
          options={topics}
          selected={selected}
          onSelect={onSelect}
        />
        {titles.length > 0 && (
          <div>
            <Button
              variant="subtle"
              px={0}
              onClick={() => setTitlesShown((shown) => !shown)}
              aria-expanded={titlesShown}
              aria-controls={titlesId}
              rightSection={titlesShown ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
            >
              {titlesShown ? 'Hide the U.S. Code titles' : `Show the ${titles.length} U.S. Code titles`}
            </Button>
            <Collapse expanded={titlesShown} id={titlesId} keepMountedMode="display-none">
              <CategoryTiles heading="U.S. Code titles" id="federal-laws-titles" options={titles} selected={selected} onSelect={onSelect} />
            </Collapse>
          </div>
        )}
      </Stack>
    </section>
  );
}
