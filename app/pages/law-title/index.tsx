import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useLocation, useParams } from 'react-router-dom';
import { parseLawParams } from '../../../core/laws/lawPaths';
import { ApiError, NetworkError } from '../../api/client';
import { Disclaimer } from '../../components/Disclaimer';
import { LoadingBlock } from '../../components/LoadingScreen';
import { DeviceCopyNote } from '../../components/law/DeviceCopyNote';
import { anchorFromHash } from '../../components/law/officialText/blocks';
import { NotALawAddress } from '../law-section/NotALawAddress';
import { ReaderCrumbs } from '../law-section/ReaderCrumbs';
import { useReaderTitle } from '../law-section/useReaderTitle';
import { SaveTitleCard } from './SaveTitleCard';
import { SectionList } from './SectionList';
import { TitleTextSearch } from './TitleTextSearch';
import './lawTitle.css';
import { useLawTitle } from './titleApi';

export const TITLE_OFFLINE = "You're offline and this title is not saved on this device. Connect to the internet to see its sections.";
export const NOT_A_TITLE = 'This address does not name a title of the U.S. Code (titles are numbered 1 to 54).';

function TitleReader({ title }: { title: number }) {
  const { hash } = useLocation();
  const query = useLawTitle(title);
  const listing = query.data?.listing;
  useReaderTitle(`Title ${title}${listing ? ` — ${listing.name}` : ''}`);

  return (
    <Stack gap="md">
      <ReaderCrumbs title={title} />
      <Title order={1}>
        Title {title}
        {listing ? ` — ${listing.name}` : ''}
      </Title>
      <Text c="dimmed">The official text of the United States Code, section by section.</Text>
      <Disclaimer />
      {listing ? (
        <>
          {query.data?.from === 'device' && <DeviceCopyNote />}
          <Text size="sm">{listing.releasePointLabel}</Text>
          <SaveTitleCard listing={listing} />
          <TitleTextSearch title={title} />
          <SectionList title={title} sections={listing.sections} target={anchorFromHash(hash) || undefined} />
        </>
      ) : query.isError ? (
        <Stack gap="sm" align="flex-start">
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
            {query.error instanceof NetworkError
              ? TITLE_OFFLINE
              : query.error instanceof ApiError && query.error.status === 404
                ? NOT_A_TITLE
                : query.error.message}
          </Alert>
          <Button variant="default" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : (
        <LoadingBlock text="Loading the title..." />
      )}
    </Stack>
  );
}

/** /federal-laws/:title — a U.S. Code title: its sections, saved for offline on request. */
export default function LawTitlePage() {
  const params = useParams();
  const parsed = parseLawParams(params.title);
  return (
    <Container size="md" py="md">
      {parsed ? (
        <TitleReader key={parsed.title} title={parsed.title} />
      ) : (
        <NotALawAddress heading="U.S. Code title" message={NOT_A_TITLE} />
      )}
    </Container>
  );
}
