import { useEffect, useSyncExternalStore } from 'react';
import { tapPendingButton } from './pendingTap';

/**
 * Whether the page has been taken over by React: false while it is the HTML drawn at build time
 * (in the prerender, and while React hydrates it), true once React runs the page. A page drawn in
 * the browser (not hydrated) is taken over from the start.
 */
let settled = true;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Called by app/main.tsx before hydrateRoot. */
export function startHydrating(): void {
  settled = false;
}

function settle(): void {
  if (settled) return;
  settled = true;
  listeners.forEach((listener) => listener());
  // After the re-draw the change above causes: the buttons then have their handlers.
  setTimeout(tapPendingButton, 0);
}

/**
 * False while the page is the HTML drawn at build time, true once React runs it. A form shown
 * before then cannot be sent: its fields are read-only (still focusable and announced) and its
 * button disabled, so nothing typed is lost.
 *
 * While hydrating, the browser's value equals the build's (both false), so React does not re-draw
 * every such component synchronously as soon as it has hydrated them, inside the same long task
 * (docs/lighthouse.md). The change to true comes in a task of its own, once the first hydrated
 * part's effects have run; a part hydrated later (a screen whose code was still loading) sees true
 * and is re-drawn at once after its own hydration.
 */
export function useHydrated(): boolean {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => settled,
    () => false,
  );
  useEffect(() => {
    if (!settled) setTimeout(settle, 0);
  }, []);
  return hydrated;
}
