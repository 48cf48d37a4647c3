/**
 * The amendments the Know Your Rights browser shows: the app's own copy at once, then the copy
 * stored on the device (app/db/amendments.ts), which is seeded from it and says the same. The
 * device store (Dexie) is loaded only once the first screen is up and the page idle (issue 18),
 * so a first visit downloads and runs the screen without it.
 */
import { useEffect, useState } from 'react';
import { amendments as appCopy } from '../../../core/data/amendments';
import type { Amendment } from '../../../core/schemas/amendmentNames';
import { afterFirstScreen } from '../../pwa/firstScreen';
import type { SeedState } from '../../db/amendments';

export function useAmendments(): readonly Amendment[] {
  const [seeded, setSeeded] = useState<SeedState>('pending');
  const [stored, setStored] = useState<Amendment[] | undefined>();
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    void afterFirstScreen()
      .then(() => import('../../db/amendments'))
      .then(
        (db) => {
          if (live) stop = db.watchStoredAmendments(setStored, setSeeded);
        },
        () => live && setSeeded('failed'),
      );
    return () => {
      live = false;
      stop?.();
    };
  }, []);
  // Until the seeding is over (or where IndexedDB cannot be used at all, some private windows),
  // an empty store shows the app's own copy rather than nothing.
  if (seeded !== 'done') return stored && stored.length > 0 ? stored : appCopy;
  return stored ?? appCopy;
}
