import { proxy } from 'valtio';

/** What the browser and the service worker tell us about the installed app. */
export interface PwaState {
  online: boolean;
  /** A new service worker is waiting; the user decides when to reload. */
  updateAvailable: boolean;
  /** The browser offered installation (beforeinstallprompt) and the app is not installed. */
  canInstall: boolean;
}

export const pwaState = proxy<PwaState>({
  // Node 21+ has a `navigator` without `onLine` (tests, server rendering): only a browser's false means offline.
  online: typeof navigator === 'undefined' || navigator.onLine !== false,
  updateAvailable: false,
  canInstall: false,
});

/**
 * What the session check learned about the connection (DESIGN.md "Auth offline"): the server
 * could not be reached while a user is remembered on the device, so the app runs offline and
 * says so, even where the browser still reports a network (a captive portal, a dead uplink,
 * a browser that forgets its offline state after a reload); a reply from the server means online.
 */
export function noteServerReachable(reachable: boolean): void {
  // A reply that was sent while online can arrive after the browser went offline (an `online`
  // blip re-checks the session): the browser's own "offline" wins over it.
  const online = reachable && !(typeof navigator !== 'undefined' && navigator.onLine === false);
  if (pwaState.online !== online) pwaState.online = online;
}
