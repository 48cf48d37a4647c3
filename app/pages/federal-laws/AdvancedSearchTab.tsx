import { useState, type FormEvent } from 'react';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { SEARCH_QUERY_MAX, type FederalLawStats } from '../../../core/schemas/legal';
import { categorySelectData } from './categories';
import { LawList } from './LawList';
import { useFederalLaws, type LawsFilter } from './lawsApi';

interface AdvancedSearchTabProps {
  stats: FederalLawStats | undefined;
  /** The search last run (null before the first one). */
  filter: LawsFilter | null;
  onSearch: (filter: LawsFilter) => void;
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * Advanced Search: ranked text search over the whole library (words, an Act's name or a
 * citation such as "42 USC 3604"), optionally within one legal area (its plain-English guides),
 * guide topic or U.S. Code title. The spec's date-range and jurisdiction selects are left out:
 * every record is current federal statute law from one release point, so they could not change
 * a result.
 */
export function AdvancedSearchTab({ stats, filter, onSearch, page, onPageChange }: AdvancedSearchTabProps) {
  const [text, setText] = useState(filter?.q ?? '');
  const [category, setCategory] = useState<string | null>(filter?.category ?? null);
  const [error, setError] = useState<string | null>(null);
  const laws = useFederalLaws(filter ?? {}, page, stats !== undefined && filter !== null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (!q && !category) {
      setError('Enter words or a citation to search for, or choose an area, topic or title.');
      return;
    }
    setError(null);
    onSearch({ q: q || undefined, category: category ?? undefined });
  };

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate aria-label="Advanced search">
        <Stack gap="sm">
          <TextInput
            label="Search the whole database"
            description='Words, an Act’s name or a citation, e.g. "debt collector calling", "FCRA" or "42 USC 3604"'
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={SEARCH_QUERY_MAX}
            error={error}
            type="search"
          />
          <Select
            label="Legal area, topic or U.S. Code title"
            placeholder="The whole database"
            data={categorySelectData(stats?.categories ?? [], { legalAreas: true })}
            value={category}
            onChange={setCategory}
            clearable
            searchable
            nothingFoundMessage="No such area, topic or title"
          />
          <Group>
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
              Search
            </Button>
          </Group>
        </Stack>
      </form>
      {filter ? (
        <LawList
          label="Search results"
          data={laws.data}
          isPending={laws.isPending}
          isFetching={laws.isFetching}
          error={laws.error}
          onRetry={() => void laws.refetch()}
          page={page}
          onPageChange={onPageChange}
        />
      ) : (
        <Text size="sm" c="dimmed">
          The search covers every law in the database: the plain-English guides and every U.S. Code section.
        </Text>
      )}
    </Stack>
  );
}
