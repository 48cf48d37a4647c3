import { Suspense, useCallback, useState } from 'react';
import { Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ALL_CATEGORIES, amendmentTitle, type AmendmentFilter } from '../../../core/schemas/amendmentNames';
import { Disclaimer } from '../Disclaimer';
import { lazyWithRetry } from '../loadFailure/lazyWithRetry';
import { LoadFailureAlert } from '../loadFailure/LoadFailureAlert';
import { PartBoundary } from '../loadFailure/PartBoundary';
import { AmendmentCard } from './AmendmentCard';
import { CategoryFilter } from './CategoryFilter';
import { countText, filterAmendments } from './filter';
import { useAmendments } from './useAmendments';
import { useRightsAudio } from './useRightsAudio';

// The detail modal (its audio, saving and verification) is not part of the first screen: it loads
// when the user first points at, touches or tabs into the browser, or on the first open. Loading
// it as soon as the page was idle ran its files (zod and the schemas with it) in one task of
// ~0.7 s at 4x CPU while a phone's first screen was still settling (docs/lighthouse.md).
// Offline before that (a first visit, no service worker yet), a card opens a dialog that says
// so, with "Try again"; the file is imported anew then, or on the next card opened.
const AmendmentModal = lazyWithRetry(() => import('./AmendmentModal'), { pick: (m) => m.AmendmentModal });

export const RIGHTS_HEADING = 'Know Your Rights';
export const RIGHTS_INTRO =
  'The amendments to the U.S. Constitution that protect you, in their official words and in plain English. Listen to each one, and check it against the official source.';

/**
 * The Know Your Rights browser (spec part 1 §2 "Rights tab"), shared by the Rights tab on / and
 * the public /know-your-rights page: category filter bar, card grid, detail modal, audio.
 * Read from IndexedDB (the app's own copy until it answers), so it works offline.
 */
export function RightsBrowser({ headingOrder }: { headingOrder: 1 | 2 }) {
  // Set on the first sign the user is about to use the browser; until then nothing but the cards runs.
  const [engaged, setEngaged] = useState(false);
  const amendments = useAmendments(engaged);
  const [filter, setFilter] = useState<AmendmentFilter>(ALL_CATEGORIES);
  const [selected, setSelected] = useState<number | null>(null);
  const [opened, setOpened] = useState(false);
  // Each opening is a new attempt at showing the detail (after a failure to download it).
  const [openings, setOpenings] = useState(0);
  const audio = useRightsAudio();
  const engage = useCallback(() => {
    if (engaged) return;
    setEngaged(true);
    void AmendmentModal.preload().catch(() => undefined);
  }, [engaged]);

  const open = useCallback((number: number) => {
    setSelected(number);
    setOpened(true);
    setOpenings((n) => n + 1);
  }, []);
  const { stop } = audio;
  const close = useCallback(() => {
    stop();
    setOpened(false);
  }, [stop]);

  const shown = filterAmendments(amendments, filter);
  const amendment = amendments.find((a) => a.number === selected) ?? null;

  return (
    <Stack gap="md" py="lg" onPointerOver={engage} onFocus={engage} onTouchStart={engage}>
      <Title order={headingOrder}>{RIGHTS_HEADING}</Title>
      <Disclaimer />
      <Text>{RIGHTS_INTRO}</Text>
      <CategoryFilter value={filter} onChange={setFilter} />
      <Text size="sm" c="dimmed" role="status">
        {countText(shown.length, amendments.length)}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {shown.map((a) => (
          <AmendmentCard key={a.number} amendment={a} headingOrder={headingOrder === 1 ? 2 : 3} onOpen={open} />
        ))}
      </SimpleGrid>
      {amendment && (
        <PartBoundary
          resetKey={openings}
          fallback={({ error, retry }) => (
            <Modal opened={opened} onClose={close} title={amendmentTitle(amendment)} closeButtonProps={{ 'aria-label': 'Close' }}>
              <LoadFailureAlert error={error} onRetry={retry} />
            </Modal>
          )}
        >
          <Suspense fallback={null}>
            <AmendmentModal amendment={amendment} opened={opened} onClose={close} audio={audio} />
          </Suspense>
        </PartBoundary>
      )}
      {/* The one player of every narration (never shown: the buttons above control it). */}
      <audio ref={audio.audioRef} preload="none" />
    </Stack>
  );
}
