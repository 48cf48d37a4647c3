import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { FederalLawsResponse } from '../../../core/schemas/legal';
import { LawListItem } from './LawListItem';
import { pagerState } from './pager';
import { formatCount } from './stats';
import { PAGE_SIZE } from './lawsApi';

interface LawListProps {
  /** Accessible name of the list, e.g. "Laws". */
  label: string;
  data: FederalLawsResponse | undefined;
  isPending: boolean;
  isFetching: boolean;
  error: Error | null;
  onRetry: () => void;
  page: number;
  onPageChange: (page: number) => void;
}

/** The list of laws with Previous/Next (spec part 2 §2, §4), its loading, empty and error states. */
export function LawList({ label, data, isPending, isFetching, error, onRetry, page, onPageChange }: LawListProps) {
  if (error && !data) {
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
          The laws could not be loaded: {error.message}
        </Alert>
        <Button variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (isPending || !data) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={`Loading ${label.toLowerCase()}`}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={120} radius="md" />
        ))}
      </Stack>
    );
  }

  const pager = pagerState(page, PAGE_SIZE, data.total);
  // While the next page loads the previous one stays on screen: describe what is shown.
  const shown = pagerState(data.page, PAGE_SIZE, data.total);
  return (
    <Stack gap="sm">
      <Text size="sm" role="status" aria-live="polite">
        {data.total === 0
          ? 'No laws match these filters. Try fewer or other words, a citation such as "42 USC 1983", or another category.'
          : shown.from === 0
            ? `No laws on page ${formatCount(data.page)}.`
            : `Showing ${formatCount(shown.from)}–${formatCount(shown.to)} of ${formatCount(data.total)} laws (page ${formatCount(data.page)} of ${formatCount(shown.pageCount)})`}
      </Text>
      {data.laws.length > 0 && (
        <Stack gap="sm" component="ul" className="nav-list" aria-label={label} aria-busy={isFetching}>
          {data.laws.map((law) => (
            <li key={law.id}>
              <LawListItem law={law} />
            </li>
          ))}
        </Stack>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
          The next laws could not be loaded: {error.message}
        </Alert>
      )}
      <Group justify="space-between" component="nav" aria-label={`${label} pages`}>
        <Button
          variant="default"
          leftSection={<IconChevronLeft size={16} aria-hidden />}
          disabled={!pager.canPrevious}
          onClick={() => onPageChange(page - 1)}
        >
          Previous
        </Button>
        <Text size="sm">Page {formatCount(page)}</Text>
        <Button
          variant="default"
          rightSection={<IconChevronRight size={16} aria-hidden />}
          disabled={!pager.canNext}
          onClick={() => onPageChange(page + 1)}
        >
          Next
        </Button>
      </Group>
    </Stack>
  );
}
