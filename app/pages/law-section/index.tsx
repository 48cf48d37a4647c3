import { Alert, Button, Container, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconWifiOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router-dom';
import { parseLawParams, sectionIdOf } from '../../../core/laws/lawPaths';
import { formatCitation } from '../../../core/laws/links';
import { ApiError, NetworkError } from '../../api/client';
import { Disclaimer } from '../../components/Disclaimer';
import { LoadingBlock } from '../../components/LoadingScreen';
import { LawDetailBody, TEXT_AVAILABLE_ONLINE } from '../../components/law/LawDetailBody';
import { useLawDetail } from '../../components/law/lawDetailQuery';
import { sectionNameOnDevice } from '../../db/savedTitles';
import { anchorFromHash } from '../../components/law/officialText/blocks';
import { NotALawAddress } from './NotALawAddress';
import { ReaderCrumbs } from './ReaderCrumbs';
import { useReaderTitle } from './useReaderTitle';

export const NOT_A_SECTION = 'This address does not name a U.S. Code section.';
export const SECTION_NOT_FOUND = 'This section is not in the U.S. Code as Laws AI holds it.';

function Reader({ title, section }: { title: number; section: string }) {
  const { hash } = useLocation();
  const detail = useLawDetail(sectionIdOf(title, section));
  const law = detail.data?.law;
  const offline = detail.isError && detail.error instanceof NetworkError;
  // Offline, and the device holds nothing of this section: its name from a saved title or a listing seen.
  const known = useQuery({
    queryKey: ['section-name', title, section],
    queryFn: () => sectionNameOnDevice(title, section),
    enabled: offline,
  });
  const citation = law?.citation ?? known.data?.citation ?? formatCitation(title, section.replace(/-dup\d+$/, ''));
  const heading = law?.officialText?.heading ?? law?.title ?? known.data?.heading;
  useReaderTitle(citation);

  let body;
  if (law) {
    body = (
      <LawDetailBody law={law} fromDevice={detail.data?.from === 'device'} target={anchorFromHash(hash) || undefined} scrollBox={false} />
    );
  } else if (offline) {
    // Offline, and the device holds nothing of this section: say what it is and where its text is.
    body = (
      <Alert variant="light" color="orange" icon={<IconWifiOff aria-hidden />} role="status" title="Offline">
        {TEXT_AVAILABLE_ONLINE}
      </Alert>
    );
  } else if (detail.isError) {
    const notFound = detail.error instanceof ApiError && detail.error.status === 404;
    body = (
      <Stack gap="sm" align="flex-start">
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
          {notFound ? SECTION_NOT_FOUND : detail.error.message}
        </Alert>
        {!notFound && (
          <Button variant="default" onClick={() => void detail.refetch()}>
            Try again
          </Button>
        )}
      </Stack>
    );
  } else {
    body = <LoadingBlock text="Loading the law..." />;
  }

  return (
    <Stack gap="md">
      <ReaderCrumbs title={title} section={section} citation={citation} />
      <Title order={1}>
        {citation}
        {heading && heading !== citation ? ` — ${heading}` : ''}
      </Title>
      {body}
      {!law && <Disclaimer />}
    </Stack>
  );
}

/** /federal-laws/:title/:section — one U.S. Code section's official text. */
export default function LawSectionPage() {
  const params = useParams();
  const parsed = parseLawParams(params.title, params.section ?? '');
  return (
    <Container size="md" py="md">
      {parsed?.section ? (
        <Reader key={`${parsed.title}/${parsed.section}`} title={parsed.title} section={parsed.section} />
      ) : (
        <NotALawAddress heading="U.S. Code section" message={NOT_A_SECTION} />
      )}
    </Container>
  );
}
