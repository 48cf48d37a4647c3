import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { FederalLawStats } from '../../../core/schemas/legal';
import { categorySelectData, uscTitleOf } from './categories';
import { pagedQuery } from '../../components/PagedList';
import { LawList } from './LawList';
import { useFederalLaws, type LawsFilter } from './lawsApi';
import { isPhraseQuery } from './quickSearch';
import { TextMatches } from './TextMatches';

interface BrowseTabProps {
  stats: FederalLawStats | undefined;
  category: string | null;
  onCategoryChange: (category: string | null) => void;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  /** The filter the list uses (the quick search debounced). */
  filter: LawsFilter;
  page: number;
  onPageChange: (page: number) => void;
}

/** Browse Laws: a category filter, a quick search and the paged list (spec part 2 §2). */
export function BrowseTab({
  stats,
  category,
  onCategoryChange,
  searchText,
  onSearchTextChange,
  filter,
  page,
  onPageChange,
}: BrowseTabProps) {
  // The list waits for the stats (spec part 2 §4).
  const laws = useFederalLaws(filter, page, stats !== undefined);
  const categories = categorySelectData(stats?.categories ?? []);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Category"
          placeholder="All categories"
          data={categories}
          value={category}
          onChange={onCategoryChange}
          clearable
          searchable
          nothingFoundMessage="No such category"
        />
        <TextInput
          label="Quick search"
          placeholder="Search titles, citations and summaries"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchText}
          onChange={(event) => onSearchTextChange(event.currentTarget.value)}
          type="search"
        />
      </SimpleGrid>
      {filter.q && isPhraseQuery(filter.q) && <TextMatches q={filter.q} title={category ? uscTitleOf(category) : undefined} />}
      <LawList label="Laws" {...pagedQuery(laws, page, onPageChange)} />
    </Stack>
  );
}
