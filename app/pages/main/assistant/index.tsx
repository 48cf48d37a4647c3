import { useCallback, useRef } from 'react';
import { Grid, Stack } from '@mantine/core';
import { Disclaimer } from '../../../components/Disclaimer';
import { OfflineLibraryCard } from '../../../search/OfflineLibraryCard';
import { useWarmWhenOffline } from '../../../search/useWarmWhenOffline';
import { setQuery } from '../../../state/assistant';
import { CategoriesCard } from './CategoriesCard';
import { Conversation } from './Conversation';
import { ExamplesCard } from './ExamplesCard';
import { Hero } from './Hero';
import { RecentSearchesCard } from './RecentSearchesCard';
import { SearchForm } from './SearchForm';
import { useInitialQuery } from './useInitialQuery';
import { useLegalSearch } from './useLegalSearch';
import { useScheduledSearch } from './useScheduledSearch';

export interface AssistantPanelProps {
  /** Opens the law detail view for a source's lawId. */
  onOpenLaw?: (lawId: string) => void;
}

/**
 * The Legal Assistant tab (spec part 1 §2 "Assistant tab"): the categories and recent searches
 * on the left; the disclaimer, hero, question box, conversation and examples on the right.
 * `/?q=<question>` opens it and asks that question (see useInitialQuery).
 */
export function AssistantPanel({ onOpenLaw }: AssistantPanelProps) {
  const input = useRef<HTMLTextAreaElement>(null);
  const { search, pending } = useLegalSearch();
  const schedule = useScheduledSearch(search);
  useInitialQuery(schedule);
  useWarmWhenOffline();

  const askNow = useCallback(
    (query: string) => {
      setQuery(query);
      search(query);
    },
    [search],
  );
  const fillQuery = useCallback((query: string) => {
    setQuery(query);
    input.current?.focus();
  }, []);

  return (
    // The question box comes first in the page (and first on a phone); from md up the sidebar
    // is shown on the left.
    <Grid gap="lg" py="lg">
      <Grid.Col span={{ base: 12, md: 8, lg: 9 }} order={{ base: 1, md: 2 }}>
        <Stack gap="md">
          <Disclaimer />
          <Hero />
          <SearchForm pending={pending} onSearch={search} inputRef={input} />
          <Conversation pending={pending} onOpenLaw={onOpenLaw} />
          <ExamplesCard pending={pending} onPick={schedule} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4, lg: 3 }} order={{ base: 2, md: 1 }}>
        <Stack gap="md" component="aside" aria-label="Categories, recent searches and the offline library">
          <CategoriesCard pending={pending} onAsk={askNow} />
          <RecentSearchesCard onSelect={fillQuery} />
          <OfflineLibraryCard />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
