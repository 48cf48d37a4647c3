/**
 * The amendments the Know Your Rights browser shows: the app's own copy at once, then the copy
 * stored on the device (app/db/amendments.ts), which is seeded from it. The device store (Dexie)
 * is loaded only once the first screen is up and the page idle (issue 18), so a first visit
 * downloads and runs the screen without it; and a stored copy that says the same as the one shown
 * changes nothing (it used to redraw the 17 cards twice, after the seeding and the live query).
 */
import { useEffect, useState } from 'react';
import { amendments as appCopy } from '../../../core/data/amendments';
import type { Amendment } from '../../../core/schemas/amendmentNames';
import { afterFirstScreen } from '../../pwa/firstScreen';
import type { SeedState } from '../../db/amendments';

const same = (a: readonly Amendment[], b: readonly Amendment[]) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * Until the seeding is over (or where IndexedDB cannot be used at all, some private windows), an
 * empty store shows the app's own copy rather than nothing.
 */
export function amendmentsToShow(seeded: SeedState, stored: readonly Amendment[] | undefined): readonly Amendment[] {
  if (seeded !== 'done') return stored && stored.length > 0 ? stored : appCopy;
  return stored ?? appCopy;
}

export function useAmendments(): readonly Amendment[] {
  const [shown, setShown] = useState<readonly Amendment[]>(appCopy);
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    let seeded: SeedState = 'pending';
    let stored: Amendment[] | undefined;
    const update = () => {
      const next = amendmentsToShow(seeded, stored);
      if (live) setShown((current) => (same(current, next) ? current : next));
    };
    void afterFirstScreen()
      .then(() => import('../../db/amendments'))
      .then(
        (db) => {
          if (!live) return;
          stop = db.watchStoredAmendments(
            (rows) => {
              stored = rows;
              update();
            },
            (state) => {
              seeded = state;
              update();
            },
          );
        },
        () => {
          seeded = 'failed';
          update();
        },
      );
    return () => {
      live = false;
      stop?.();
    };
  }, []);
  return shown;
}
