import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconWifiOff } from '@tabler/icons-react';
import { COURT_JURISDICTIONS, type CourtOpinion, type CourtSearchResponse } from '../../../core/schemas/courts';
import { formatLawDate } from '../../../core/laws/history';
import { ListSkeleton, PagedList } from '../../components/PagedList';
import { NewTabNote } from '../../components/NewTabNote';
import { CourtSearchUnavailable, type CourtQuery } from './courtSearch';
import { formatCount } from './stats';

function CourtItem({ opinion, index }: { opinion: CourtOpinion; index: number }) {
  const facts = [
    opinion.court,
    opinion.dateFiled ? `decided ${formatLawDate(opinion.dateFiled)}` : null,
    opinion.citations.join(', ') || null,
    opinion.docketNumber ? `No. ${opinion.docketNumber}` : null,
  ].filter(Boolean);
  return (
    <Paper component="article" withBorder p="md" radius="md" aria-labelledby={`opinion-${index}`}>
      <Stack gap={6}>
        <Title order={3} size="h5" id={`opinion-${index}`}>
          <Anchor href={opinion.url} target="_blank" rel="noopener noreferrer">
            {opinion.caseName}
            <NewTabNote />
          </Anchor>
        </Title>
        <Text size="sm" fw={600}>
          {facts.join(' · ')}
        </Text>
        {opinion.snippet && <Text size="sm">{opinion.snippet}</Text>}
      </Stack>
    </Paper>
  );
}

interface CourtResultsProps {
  query: CourtQuery;
  data: CourtSearchResponse | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
}

/** Court opinions from CourtListener; when they can't be had, why (offline, rate limit, refusal). */
export function CourtResults({ query, data, isPending, error, onRetry }: CourtResultsProps) {
  const courts = COURT_JURISDICTIONS[query.court].label;
  if (error) {
    const offline = error instanceof CourtSearchUnavailable && error.reason === 'offline';
    return (
      <Stack gap="sm" align="flex-start">
        <Alert
          color={offline ? 'gray' : 'orange'}
          variant="light"
          role="alert"
          title={offline ? 'Offline' : 'Court opinions could not be searched'}
          icon={offline ? <IconWifiOff aria-hidden /> : <IconAlertCircle aria-hidden />}
        >
          {error.message}
        </Alert>
        {!offline && (
          <Button variant="default" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Stack>
    );
  }
  if (isPending || !data) return <ListSkeleton label="Loading court opinions" height={100} />;
  const status =
    data.total === 0
      ? `CourtListener found no ${courts.toLowerCase()} opinions with these words. Try fewer or other words.`
      : `Showing ${formatCount(data.results.length)} of ${formatCount(data.total)} ${courts.toLowerCase()} opinions from CourtListener, best match first`;
  return (
    <PagedList
      label="Court opinions"
      status={status}
      items={data.results}
      itemKey={(opinion) => opinion.url}
      renderItem={(opinion, i) => <CourtItem opinion={opinion} index={i} />}
      after={
        <>
          {data.total > data.results.length && (
            <Anchor href={data.moreUrl} target="_blank" rel="noopener noreferrer" size="sm">
              See all {formatCount(data.total)} on CourtListener
              <NewTabNote />
            </Anchor>
          )}
          <Text size="xs" c="dimmed">
            Court opinions from CourtListener, a free service of the Free Law Project. Laws AI does not check them; this is not legal
            advice.
          </Text>
        </>
      }
    />
  );
}
