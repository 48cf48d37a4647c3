import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { lawDetailState } from './lawDetailState';

// The view (and Dexie with it) is fetched the first time a law is opened, not with the shell.
const LawDetailModal = lazy(() => import('./LawDetailModal'));

/** Mounted once in the shell: shows the law opened with openLawDetail(id), from any screen. */
export function LawDetailHost() {
  const { lawId, opened, target } = useSnapshot(lawDetailState);
  if (lawId === null) return null;
  return (
    <Suspense fallback={null}>
      <LawDetailModal lawId={lawId} opened={opened} target={target} />
    </Suspense>
  );
}
