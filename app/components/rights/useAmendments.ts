/**
 * The amendments the Know Your Rights browser shows: the app's own copy at once, then the copy
 * stored on the device (app/db/amendments.ts), which is seeded from it. The device store (Dexie,
 * zod and the schemas) is loaded only once the user engages with the browser (`engaged`), so a
 * first visit downloads and runs the screen without it; and a stored copy that says the same as
 * the one shown changes nothing (it used to redraw the 17 cards twice, after the seeding and the
 * live query).
 */
import { useEffect, useState } from 'react';
import { amendments as appCopy } from '../../../core/data/amendments';
import type { Amendment } from '../../../core/schemas/amendmentNames';
import { afterFirstScreen } from '../../pwa/firstScreen';
import { importInSteps } from '../../pwa/importInSteps';

const same = (a: readonly Amendment[], b: readonly Amendment[]) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * An empty or unreadable store shows the app's own copy rather than nothing. The store is empty
 * until the seeding's write reaches the live query, which can be after the seeding reports done:
 * showing that empty answer removed all 17 cards and drew them again a moment later, one ~200 ms
 * task on a phone (Lighthouse's TBT on /know-your-rights).
 */
export function amendmentsToShow(stored: readonly Amendment[] | undefined): readonly Amendment[] {
  return stored && stored.length > 0 ? stored : appCopy;
}

type Watch = (onStored: (stored: Amendment[]) => void) => () => void;

/**
 * Follows the stored amendments through `watch` and calls `onShown` with each list to show that
 * differs from the one before (starting from the app's copy). Returns the stop.
 */
export function followAmendmentsToShow(watch: Watch, onShown: (shown: readonly Amendment[]) => void): () => void {
  let current: readonly Amendment[] = appCopy;
  return watch((stored) => {
    const next = amendmentsToShow(stored);
    if (same(current, next)) return;
    current = next;
    onShown(next);
  });
}

export function useAmendments(engaged: boolean): readonly Amendment[] {
  const [shown, setShown] = useState<readonly Amendment[]>(appCopy);
  useEffect(() => {
    if (!engaged) return;
    let live = true;
    let stop: (() => void) | undefined;
    void afterFirstScreen()
      // zod, Dexie and the schemas one task each, not all in one (app/pwa/importInSteps.ts).
      .then(() =>
        importInSteps(
          [() => import('../../zodWithoutEval'), () => import('dexie'), () => import('../../../core/schemas/amendments')],
          () => import('../../db/amendments'),
        ),
      )
      .then(
        (db) => {
          if (live) stop = followAmendmentsToShow(db.watchStoredAmendments, (next) => live && setShown(next));
        },
        () => undefined,
      );
    return () => {
      live = false;
      stop?.();
    };
  }, [engaged]);
  return shown;
}
