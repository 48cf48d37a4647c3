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
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  updateAvailable: false,
  canInstall: false,
});
