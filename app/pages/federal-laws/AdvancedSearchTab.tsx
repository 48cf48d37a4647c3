import { useEffect, useState, type FormEvent } from 'react';
import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { AMENDED_WITHIN_OPTIONS, type AmendedWithin } from '../../../core/laws/history';
import { FEDERAL_LAWS_Q_MAX, type FederalLawStats } from '../../../core/schemas/legal';
import { COURT_JURISDICTIONS, type CourtJurisdiction } from '../../../core/schemas/courts';
import { AmendedResults } from './AmendedResults';
import { useAmendedSearch, type AmendedQuery } from './amendedSearch';
import { CourtResults } from './CourtResults';
import { useCourtSearch, type CourtQuery } from './courtSearch';
import { categorySelectData, uscTitleOf } from './categories';
import { pagedQuery } from '../../components/PagedList';
import { LawList } from './LawList';
import { useFederalLaws, type LawsFilter } from './lawsApi';
import { FIRST_PAGE } from './pager';
import { keepAmendedDates } from './amendedOffline';

interface AdvancedSearchTabProps {
  stats: FederalLawStats | undefined;
  /** The search last run (null before the first one). */
  filter: LawsFilter | null;
  onSearch: (filter: LawsFilter) => void;
  page: number;
  onPageChange: (page: number) => void;
}

export const advancedSearchMessages = {
  enterSomething: 'Enter words or a citation to search for, or choose an area, topic or title.',
  enterCourtWords: 'Enter words to search court opinions for, e.g. "free speech".',
  windowNeedsTitle:
    'The date range searches U.S. Code sections: choose a U.S. Code title or the whole database, or set the date range to “All time”.',
} as const;

/** What was searched last: the library (all time) or the sections amended in a window. */
type Submitted = { kind: 'laws' } | { kind: 'amended'; query: AmendedQuery } | { kind: 'courts'; query: CourtQuery };

const FEDERAL = 'federal';
/** The spec's jurisdictions: federal statutes here, court opinions through CourtListener. */
const JURISDICTION_OPTIONS = [
  { value: FEDERAL, label: 'Federal statutes (U.S. Code)' },
  ...Object.entries(COURT_JURISDICTIONS).map(([value, c]) => ({ value, label: c.label })),
];

/**
 * Advanced Search (spec part 2: a text box, date-range and jurisdiction selects, an execute
 * button). All time: ranked search over the whole library (words, an Act's name or a citation),
 * optionally within one legal area, guide topic or U.S. Code title. Last 5 or 10 years: the U.S.
 * Code sections enacted or amended in that window, newest first, each with its date and Public
 * Law; with no words, what changed.
 */
export function AdvancedSearchTab({ stats, filter, onSearch, page, onPageChange }: AdvancedSearchTabProps) {
  const [text, setText] = useState(filter?.q ?? '');
  const [category, setCategory] = useState<string | null>(filter?.category ?? null);
  const [within, setWithin] = useState<string>('');
  const [jurisdiction, setJurisdiction] = useState<string>(FEDERAL);
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<Submitted | null>(filter ? { kind: 'laws' } : null);
  const [amendedPage, setAmendedPage] = useState(FIRST_PAGE);
  const laws = useFederalLaws(filter ?? {}, page, stats !== undefined && filter !== null && submitted?.kind === 'laws');
  const amendedQuery = submitted?.kind === 'amended' ? submitted.query : null;
  const amended = useAmendedSearch(amendedQuery, amendedPage);
  const courts = useCourtSearch(submitted?.kind === 'courts' ? submitted.query : null);
  const courtSearch = jurisdiction !== FEDERAL;
  // Keep the amendment dates on the device, so the date range works offline on the saved library.
  useEffect(() => {
    keepAmendedDates().catch((error: unknown) => console.warn('The amendment dates could not be kept on this device', error));
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (courtSearch) {
      if (!q) {
        setError(advancedSearchMessages.enterCourtWords);
        return;
      }
      setError(null);
      setSubmitted({
        kind: 'courts',
        query: { q, court: jurisdiction as CourtJurisdiction, ...(within ? { filedWithin: Number(within) as AmendedWithin } : {}) },
      });
      return;
    }
    if (within) {
      const title = category ? uscTitleOf(category) : undefined;
      if (category && title === undefined) {
        setError(advancedSearchMessages.windowNeedsTitle);
        return;
      }
      setError(null);
      setAmendedPage(FIRST_PAGE);
      setSubmitted({ kind: 'amended', query: { q: q || undefined, title, within: Number(within) as AmendedWithin } });
      return;
    }
    if (!q && !category) {
      setError(advancedSearchMessages.enterSomething);
      return;
    }
    setError(null);
    setSubmitted({ kind: 'laws' });
    onSearch({ q: q || undefined, category: category ?? undefined });
  };

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate aria-label="Advanced search">
        <Stack gap="sm">
          <TextInput
            label="Search the whole database"
            description='Words, an Act’s name or a citation, e.g. "debt collector calling", "FCRA" or "42 USC 3604". With a date range, leave it empty to see what changed.'
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={FEDERAL_LAWS_Q_MAX}
            error={error}
            type="search"
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label="Jurisdiction"
              data={JURISDICTION_OPTIONS}
              value={jurisdiction}
              onChange={(value) => setJurisdiction(value ?? FEDERAL)}
              allowDeselect={false}
            />
            <Select
              label="Date range"
              description={courtSearch ? 'When the opinion was filed' : 'When the section was enacted or last amended'}
              data={AMENDED_WITHIN_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
              value={within}
              onChange={(value) => setWithin(value ?? '')}
              allowDeselect={false}
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
              disabled={courtSearch}
              description={courtSearch ? 'For federal statutes only' : undefined}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
              Search
            </Button>
          </Group>
        </Stack>
      </form>
      {submitted?.kind === 'courts' ? (
        <CourtResults
          query={submitted.query}
          data={courts.data}
          isPending={courts.isPending}
          error={courts.error}
          onRetry={() => void courts.refetch()}
        />
      ) : submitted?.kind === 'amended' ? (
        <AmendedResults query={submitted.query} {...pagedQuery(amended, amendedPage, setAmendedPage)} />
      ) : filter && submitted ? (
        <LawList label="Search results" {...pagedQuery(laws, page, onPageChange)} />
      ) : (
        <Text size="sm" c="dimmed">
          The search covers every law in the database: the plain-English guides and every U.S. Code section. Choose a date range to see only
          the sections changed in the last 5 or 10 years, or a court to search Supreme Court or circuit court opinions.
        </Text>
      )}
    </Stack>
  );
}
