import { Alert, Button, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError, NetworkError } from '../../api/client';
import { LoadingBlock } from '../LoadingScreen';
import { closeLawDetail } from './lawDetailState';
import { lawDetailModalProps } from './lawDetailModalProps';
import { LawDetailBody } from './LawDetailBody';
import { useLawDetail } from './lawDetailQuery';

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return 'This law was not found in the Laws AI database.';
  if (error instanceof NetworkError) return "You're offline and this law is not saved on this device. Connect to the internet to read it.";
  if (error instanceof ApiError) return error.message;
  return 'The law could not be loaded. Please try again.';
}

/** The law detail view (a modal, so any screen can open it); loaded only when first opened. */
export default function LawDetailModal({ lawId, opened, target }: { lawId: string; opened: boolean; target?: string }) {
  const detail = useLawDetail(lawId);
  const law = detail.data?.law;
  // A phone gets the whole screen for the full text.
  const small = useMediaQuery('(max-width: 36em)');

  return (
    <Modal
      opened={opened}
      {...lawDetailModalProps}
      size="xl"
      fullScreen={small}
      title={law?.title ?? 'Law details'}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {law ? (
        <LawDetailBody
          law={law}
          fromDevice={detail.data?.from === 'device'}
          idPrefix="detail-"
          target={target}
          onNavigate={closeLawDetail}
        />
      ) : detail.isError ? (
        <Stack gap="sm">
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
            {failureMessage(detail.error)}
          </Alert>
          {!(detail.error instanceof ApiError && detail.error.status === 404) && (
            <Button variant="default" onClick={() => void detail.refetch()} w="fit-content">
              Try again
            </Button>
          )}
        </Stack>
      ) : (
        <LoadingBlock text="Loading law..." />
      )}
    </Modal>
  );
}
