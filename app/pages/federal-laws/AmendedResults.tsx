import { Alert, Text } from '@mantine/core';
import { changeText } from '../../../core/laws/history';
import { type TextSearchResponse, type TextSearchResult } from '../../../core/schemas/textSearch';
import { Highlighted } from '../../components/law/Highlighted';
import { ListLoadError, ListSkeleton, NextPageError, PagedList, type PagedQueryProps } from '../../components/PagedList';
import { LawResultCard } from './LawResultCard';
import { AMENDED_PAGE_SIZE, type AmendedQuery } from './amendedSearch';
import { pagerState } from './pager';
import { formatCount } from './stats';

/** "Amended Jan. 2, 2025 by Pub. L. 118-210" */
export function amendedLine(result: Pick<TextSearchResult, 'lastAmended'>): string | null {
  return result.lastAmended ? `Amended ${changeText(result.lastAmended)}` : null;
}

function AmendedItem({ result }: { result: TextSearchResult }) {
  const line = amendedLine(result);
  const heading = (
    <>
      {result.citation} — <Highlighted text={result.title} ranges={result.titleHighlights} />
    </>
  );
  return (
    <LawResultCard lawId={result.id} headingId={`amended-${result.id}`} heading={heading}>
      {line && (
        <Text size="sm" fw={600}>
          {line}
        </Text>
      )}
      <Text size="sm">
        <Highlighted text={result.snippet} ranges={result.highlights} />
      </Text>
    </LawResultCard>
  );
}

/** What the window covers, in words: "amended in the last 5 years in Title 38". */
export function windowWords(query: AmendedQuery): string {
  return `amended in the last ${query.within} years${query.title !== undefined ? ` in Title ${query.title}` : ''}`;
}

interface AmendedResultsProps extends PagedQueryProps<TextSearchResponse> {
  query: AmendedQuery;
}

/** U.S. Code sections enacted or amended in a window, newest first. */
export function AmendedResults({ query, data, isPending, isFetching, error, onRetry, page, onPageChange }: AmendedResultsProps) {
  const label = 'Recently amended sections';
  if (error && !data) return <ListLoadError message={`The search could not be run: ${error.message}`} onRetry={onRetry} />;
  if (isPending || !data) return <ListSkeleton label="Loading search results" height={110} />;
  const pager = pagerState(page, AMENDED_PAGE_SIZE, data.total);
  const shown = pagerState(data.page, AMENDED_PAGE_SIZE, data.total);
  const what = query.q?.trim() ? `sections with these words ${windowWords(query)}` : `sections ${windowWords(query)}`;
  const status =
    data.total === 0
      ? `No U.S. Code ${what}. Try “All time” or other words.`
      : `Showing ${formatCount(shown.from)}–${formatCount(shown.to)} of ${formatCount(data.total)} ${what}, newest first (page ${formatCount(data.page)} of ${formatCount(shown.pageCount)})`;
  return (
    <PagedList
      label={label}
      status={status}
      items={data.results}
      itemKey={(result) => result.id}
      renderItem={(result) => <AmendedItem result={result} />}
      busy={isFetching}
      before={
        data.notice && (
          <Alert color="yellow" variant="light">
            {data.notice}
          </Alert>
        )
      }
      after={error && <NextPageError message={`The next results could not be loaded: ${error.message}`} />}
      pager={{ page, canPrevious: pager.canPrevious, canNext: pager.canNext, onPageChange }}
    />
  );
}
