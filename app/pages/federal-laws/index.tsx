import { useRef, useState } from 'react';
import { Alert, Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconBooks, IconWifiOff } from '@tabler/icons-react';
import { useSnapshot } from 'valtio';
import { routeFor } from '../../../core/routes';
import { Disclaimer } from '../../components/Disclaimer';
import { ListSkeleton } from '../../components/PagedList';
import { useSavedLibrary } from '../../db/lawLibrary';
import { pwaState } from '../../pwa/pwaState';
import { OfflineLibraryCard } from '../../search/OfflineLibraryCard';
import { useWarmWhenOffline } from '../../search/useWarmWhenOffline';
import { AdvancedSearchTab } from './AdvancedSearchTab';
import { BrowseTab } from './BrowseTab';
import { CategoryGrid } from './CategoryGrid';
import { ExportButton } from './ExportButton';
import { describeFilter } from './filterDescription';
import { LastUpdated } from './LastUpdated';
import { useFederalLawStats, type LawsFilter } from './lawsApi';
import { StatCards } from './StatCards';
import { lawCountBanner } from './stats';
import { usePagedFilter } from './usePagedFilter';

/** Quick search waits for a pause in typing before asking the server (ours: the spec gives none). */
const QUICK_SEARCH_DEBOUNCE_MS = 300;

type DatabaseTab = 'browse' | 'advanced';

/** /federal-laws: the Federal Laws Database (spec part 2 §2, §4). */
export default function FederalLawsPage() {
  const stats = useFederalLawStats();
  const { online } = useSnapshot(pwaState);
  const saved = useSavedLibrary();
  useWarmWhenOffline();
  const [tab, setTab] = useState<DatabaseTab>('browse');
  const tabsRef = useRef<HTMLDivElement>(null);

  const [category, setCategory] = useState<string | null>(null);
  const [searchText, setSearchText] = useState('');
  const [debouncedSearch] = useDebouncedValue(searchText.trim(), QUICK_SEARCH_DEBOUNCE_MS);
  const browseFilter: LawsFilter = { category: category ?? undefined, q: debouncedSearch || undefined };
  const [browsePage, setBrowsePage] = usePagedFilter(browseFilter);

  const [advancedFilter, setAdvancedFilter] = useState<LawsFilter | null>(null);
  const [advancedPage, setAdvancedPage] = usePagedFilter(advancedFilter ?? {});

  const exportFilter = tab === 'browse' ? browseFilter : (advancedFilter ?? {});

  const filterByCategory = (next: string | null) => {
    setCategory(next);
    setTab('browse');
    tabsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={1}>{routeFor('/federal-laws')?.title}</Title>
            <Text c="dimmed">Browse and search the United States Code, with plain-English guides.</Text>
          </div>
          <ExportButton filter={exportFilter} description={describeFilter(exportFilter)} />
        </Group>
        <Disclaimer />
        {!online && saved && (
          <Alert
            variant="light"
            color="orange"
            icon={<IconWifiOff aria-hidden />}
            role="status"
            title="Offline: browsing your saved library"
          >
            You're offline. The figures, lists and searches below come from the {saved.count.toLocaleString('en-US')} laws saved on this
            device.
          </Alert>
        )}
        <OfflineLibraryCard />

        {stats.isError && !stats.data ? (
          <Stack gap="sm" align="flex-start">
            <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
              The database statistics could not be loaded: {stats.error.message}
            </Alert>
            <Button variant="default" onClick={() => void stats.refetch()}>
              Try again
            </Button>
          </Stack>
        ) : (
          <>
            {stats.data && (
              <Alert variant="light" icon={<IconBooks aria-hidden />} title={lawCountBanner(stats.data.totalLaws)}>
                Every section of the United States Code in force, with plain-English guides to the laws people ask about most.
              </Alert>
            )}
            <StatCards stats={stats.data} />
            {stats.data && <CategoryGrid categories={stats.data.categories} selected={category} onSelect={filterByCategory} />}
          </>
        )}

        {/* The banner, the figures and the category grid arrive with the stats, above the tabs:
            tabs drawn before them were pushed down under the reader's finger (layout
            shift). Until the stats answer, a placeholder stands where the list will be (the list
            waits for the stats anyway, spec part 2 §4). */}
        {stats.isPending ? (
          <ListSkeleton label="Loading laws" height={120} />
        ) : (
          <Tabs value={tab} onChange={(value) => value && setTab(value as DatabaseTab)} ref={tabsRef} keepMounted={false}>
            <Tabs.List aria-label="Federal laws database">
              <Tabs.Tab value="browse">Browse Laws</Tabs.Tab>
              <Tabs.Tab value="advanced">Advanced Search</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="browse" pt="md">
              <BrowseTab
                stats={stats.data}
                category={category}
                onCategoryChange={setCategory}
                searchText={searchText}
                onSearchTextChange={setSearchText}
                filter={browseFilter}
                page={browsePage}
                onPageChange={setBrowsePage}
              />
            </Tabs.Panel>
            <Tabs.Panel value="advanced" pt="md">
              <AdvancedSearchTab
                stats={stats.data}
                filter={advancedFilter}
                onSearch={setAdvancedFilter}
                page={advancedPage}
                onPageChange={setAdvancedPage}
              />
            </Tabs.Panel>
          </Tabs>
        )}

        {stats.data && <LastUpdated value={stats.data.lastUpdated} />}
      </Stack>
    </Container>
  );
}
