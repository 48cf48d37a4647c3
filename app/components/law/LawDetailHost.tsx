import { Suspense } from 'react';
import { Modal } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { lazyWithRetry } from '../loadFailure/lazyWithRetry';
import { LoadFailureAlert } from '../loadFailure/LoadFailureAlert';
import { PartBoundary } from '../loadFailure/PartBoundary';
import { lawDetailState } from './lawDetailState';
import { lawDetailModalProps } from './lawDetailModalProps';

// The view (and Dexie with it) is fetched the first time a law is opened, not with the shell.
const LawDetailModal = lazyWithRetry(() => import('./LawDetailModal'));

/** Mounted once in the shell: shows the law opened with openLawDetail(id), from any screen. */
export function LawDetailHost() {
  const { lawId, opened, target } = useSnapshot(lawDetailState);
  if (lawId === null) return null;
  return (
    // Opening a law is a new attempt after a failed download: the boundary is new (lawId is null
    // between two openings), or its key changes (another law opened from this one).
    <PartBoundary
      resetKey={lawId}
      fallback={({ error, retry }) => (
        <Modal opened={opened} title="Law details" {...lawDetailModalProps}>
          <LoadFailureAlert error={error} onRetry={retry} />
        </Modal>
      )}
    >
      <Suspense fallback={null}>
        <LawDetailModal lawId={lawId} opened={opened} target={target} />
      </Suspense>
    </PartBoundary>
  );
}
