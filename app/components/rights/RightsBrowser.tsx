import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ALL_CATEGORIES, type AmendmentFilter } from '../../../core/schemas/amendmentNames';
import { Disclaimer } from '../Disclaimer';
import { AmendmentCard } from './AmendmentCard';
import { CategoryFilter } from './CategoryFilter';
import { countText, filterAmendments } from './filter';
import { afterFirstScreen } from '../../pwa/firstScreen';
import { useAmendments } from './useAmendments';
import { useRightsAudio } from './useRightsAudio';

// The detail modal (its audio, saving and verification) is not part of the first screen: it loads
// once the screen is up and the page idle, or on the first open if that comes sooner (issue 18).
const loadModal = () => import('./AmendmentModal');
const AmendmentModal = lazy(() => loadModal().then((m) => ({ default: m.AmendmentModal })));

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
  const audio = useRightsAudio();
  useEffect(() => {
    void afterFirstScreen()
      .then(loadModal)
      .catch(() => undefined);
  }, []);

  const open = useCallback((number: number) => {
    setSelected(number);
    setOpened(true);
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
        <Suspense fallback={null}>
          <AmendmentModal amendment={amendment} opened={opened} onClose={close} audio={audio} />
        </Suspense>
      )}
      {/* The one player of every narration (never shown: the buttons above control it). */}
      <audio ref={audio.audioRef} preload="none" />
    </Stack>
  );
}
