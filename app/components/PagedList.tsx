import type { ReactNode } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

/** Three placeholder cards while the first page of a result list loads. */
export function ListSkeleton({ label, height }: { label: string; height: number }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={height} radius="md" />
      ))}
    </Stack>
  );
}

/** The first page could not be had: why, and a way to try again. */
export function ListLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Stack gap="sm" align="flex-start">
      <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
        {message}
      </Alert>
      <Button variant="default" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}

/** A later page could not be had: the one on screen stays, with this above the pager. */
export function NextPageError({ message }: { message: string }) {
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
      {message}
    </Alert>
  );
}

/** A paged query's state as a result list takes it: the page shown, loading, errors, paging. */
export interface PagedQueryProps<Data> {
  data: Data | undefined;
  isPending: boolean;
  isFetching: boolean;
  error: Error | null;
  onRetry: () => void;
  page: number;
  onPageChange: (page: number) => void;
}

/** A paged query (react-query's result) and its page, as a result list takes them. */
export function pagedQuery<Data>(
  query: { data: Data | undefined; isPending: boolean; isFetching: boolean; error: Error | null; refetch: () => unknown },
  page: number,
  onPageChange: (page: number) => void,
): PagedQueryProps<Data> {
  return {
    data: query.data,
    isPending: query.isPending,
    isFetching: query.isFetching,
    error: query.error,
    onRetry: () => void query.refetch(),
    page,
    onPageChange,
  };
}

export interface PagerProps {
  page: number;
  canPrevious: boolean;
  canNext: boolean;
  onPageChange: (page: number) => void;
}

interface PagedListProps<T> {
  /** Accessible name of the list; the pager is "<label> pages". */
  label: string;
  /** What is shown, in words, announced politely as it changes. */
  status: string;
  items: readonly T[];
  itemKey: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** A later page is loading while this one stays on screen. */
  busy?: boolean;
  /** Above the status line (a notice from the server). */
  before?: ReactNode;
  /** Below the list, above the pager. */
  after?: ReactNode;
  /** Previous/Next; none when the list is one page only. */
  pager?: PagerProps;
}

/** A result list: status line, the items, Previous/Next (laws, amended sections, court opinions). */
export function PagedList<T>({ label, status, items, itemKey, renderItem, busy, before, after, pager }: PagedListProps<T>) {
  return (
    <Stack gap="sm">
      {before}
      <Text size="sm" role="status" aria-live="polite">
        {status}
      </Text>
      {items.length > 0 && (
        <Stack gap="sm" component="ul" className="nav-list" aria-label={label} aria-busy={busy}>
          {items.map((item, i) => (
            <li key={itemKey(item, i)}>{renderItem(item, i)}</li>
          ))}
        </Stack>
      )}
      {after}
      {pager && (
        <Group justify="space-between" component="nav" aria-label={`${label} pages`}>
          <Button
            variant="default"
            leftSection={<IconChevronLeft size={16} aria-hidden />}
            disabled={!pager.canPrevious}
            onClick={() => pager.onPageChange(pager.page - 1)}
          >
            Previous
          </Button>
          <Text size="sm">Page {pager.page.toLocaleString('en-US')}</Text>
          <Button
            variant="default"
            rightSection={<IconChevronRight size={16} aria-hidden />}
            disabled={!pager.canNext}
            onClick={() => pager.onPageChange(pager.page + 1)}
          >
            Next
          </Button>
        </Group>
      )}
    </Stack>
  );
}
