import { Suspense, useCallback, useEffect, useState } from 'react';
import { Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ALL_CATEGORIES, amendmentTitle, type AmendmentFilter } from '../../../core/schemas/amendmentNames';
import { Disclaimer } from '../Disclaimer';
import { lazyWithRetry } from '../loadFailure/lazyWithRetry';
import { LoadFailureAlert } from '../loadFailure/LoadFailureAlert';
import { PartBoundary } from '../loadFailure/PartBoundary';
import { AmendmentCard } from './AmendmentCard';
import { CategoryFilter } from './CategoryFilter';
import { countText, filterAmendments } from './filter';
import { afterFirstScreen } from '../../pwa/firstScreen';
import { useAmendments } from './useAmendments';
import { useRightsAudio } from './useRightsAudio';

// The detail modal (its audio, saving and verification) is not part of the first screen: it loads
// once the screen is up and the page idle, or on the first open if that comes sooner.
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
  const amendments = useAmendments();
  const [filter, setFilter] = useState<AmendmentFilter>(ALL_CATEGORIES);
  const [selected, setSelected] = useState<number | null>(null);
  const [opened, setOpened] = useState(false);
  // Each opening is a new attempt at showing the detail (after a failure to download it).
  const [openings, setOpenings] = useState(0);
  const audio = useRightsAudio();
  useEffect(() => {
    void afterFirstScreen()
      .then(AmendmentModal.preload)
      .catch(() => undefined);
  }, []);

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
    <Stack gap="md" py="lg">
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
