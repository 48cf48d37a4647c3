import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the page is the HTML drawn at build time (in the prerender, and while React hydrates
 * it), true once React runs the page. A form shown before then cannot be sent: its fields are
 * read-only (still focusable and announced) and its button disabled, so nothing typed is lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}
