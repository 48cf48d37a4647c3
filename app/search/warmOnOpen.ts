/**
 * Starts the law search worker when the app opens, if a library is saved on this device (issue
 * 18): it loads the saved laws and their stored index while the user reads the first screen, so
 * the first offline answer does not pay for the load. It waits for the first screen and an idle
 * main thread (app/pwa/firstScreen.ts, as the service worker's precache does), so it never
 * competes with the first paint; Dexie and the worker are only loaded then.
 */
import { rememberedFlag } from '../db/onDemand';
import { afterFirstScreen } from '../pwa/firstScreen';

export interface WarmOnOpenDeps {
  /** Resolves once the first screen is drawn and the main thread is idle. */
  ready: () => Promise<void>;
  /**
   * Cheap and synchronous: whether this device may hold a saved library at all. The offline
   * screens that use one are a remembered user's, so a first visit (nobody remembered) does
   * not download Dexie and the search code just to find nothing saved.
   */
  mayHaveSavedLibrary: () => boolean;
  hasSavedLibrary: () => Promise<boolean>;
  /** Starts the worker and loads the saved library in it. */
  warm: () => void;
}

const browserDeps = (): WarmOnOpenDeps => ({
  ready: () => afterFirstScreen(),
  mayHaveSavedLibrary: rememberedFlag,
  hasSavedLibrary: () => import('./offline').then((m) => m.hasSavedLibrary()),
  warm: () => void import('./offline').then((m) => m.warmSavedLibrary()),
});

/** Resolves true once the worker was asked to load the saved library, false when none is saved. */
export async function warmSavedLibraryOnOpen(deps: WarmOnOpenDeps = browserDeps()): Promise<boolean> {
  await deps.ready();
  if (!deps.mayHaveSavedLibrary()) return false;
  if (!(await deps.hasSavedLibrary().catch(() => false))) return false;
  deps.warm();
  return true;
}
