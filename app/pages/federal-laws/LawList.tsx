import type { FederalLawsResponse } from '../../../core/schemas/legal';
import { ListLoadError, ListSkeleton, NextPageError, PagedList, type PagedQueryProps } from '../../components/PagedList';
import { LawListItem } from './LawListItem';
import { pagerState } from './pager';
import { formatCount } from './stats';
import { PAGE_SIZE } from './lawsApi';

interface LawListProps extends PagedQueryProps<FederalLawsResponse> {
  /** Accessible name of the list, e.g. "Laws". */
  label: string;
}

/** The list of laws with Previous/Next (spec part 2 §2, §4), its loading, empty and error states. */
export function LawList({ label, data, isPending, isFetching, error, onRetry, page, onPageChange }: LawListProps) {
  if (error && !data) return <ListLoadError message={`The laws could not be loaded: ${error.message}`} onRetry={onRetry} />;
  if (isPending || !data) return <ListSkeleton label={`Loading ${label.toLowerCase()}`} height={120} />;

  const pager = pagerState(page, PAGE_SIZE, data.total);
  // While the next page loads the previous one stays on screen: describe what is shown.
  const shown = pagerState(data.page, PAGE_SIZE, data.total);
  const status =
    data.total === 0
      ? 'No laws match these filters. Try fewer or other words, a citation such as "42 USC 1983", or another category.'
      : shown.from === 0
        ? `No laws on page ${formatCount(data.page)}.`
        : `Showing ${formatCount(shown.from)}–${formatCount(shown.to)} of ${formatCount(data.total)} laws (page ${formatCount(data.page)} of ${formatCount(shown.pageCount)})`;
  return (
    <PagedList
      label={label}
      status={status}
      items={data.laws}
      itemKey={(law) => law.id}
      renderItem={(law) => <LawListItem law={law} />}
      busy={isFetching}
      after={error && <NextPageError message={`The next laws could not be loaded: ${error.message}`} />}
      pager={{ page, canPrevious: pager.canPrevious, canNext: pager.canNext, onPageChange }}
    />
  );
}
