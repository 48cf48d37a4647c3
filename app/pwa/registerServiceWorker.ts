import { Workbox } from 'workbox-window';
import { afterFirstScreen, type Readiness } from './firstScreen';
import { pwaState } from './pwaState';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let workbox: Workbox | undefined;
let installPrompt: BeforeInstallPromptEvent | undefined;

/**
 * Registers app/sw.ts (built to /sw.js) and wires online/offline and install events into
 * pwaState. Never reloads by itself: a waiting worker only sets `updateAvailable`.
 * The worker installs with the whole precache (100+ files), so it is registered only once the
 * first screen is up and the page is idle: on a slow phone those downloads would otherwise
 * delay the screen the user is waiting for.
 */
export function registerServiceWorker(readiness?: Readiness): Promise<void> {
  window.addEventListener('online', () => (pwaState.online = true));
  window.addEventListener('offline', () => (pwaState.online = false));
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // keep it for our own "Install app" button
    installPrompt = event as BeforeInstallPromptEvent;
    pwaState.canInstall = true;
  });
  window.addEventListener('appinstalled', () => {
    installPrompt = undefined;
    pwaState.canInstall = false;
  });

  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return Promise.resolve();
  return afterFirstScreen(readiness).then(() => {
    workbox = new Workbox('/sw.js', { scope: '/' });
    workbox.addEventListener('waiting', () => (pwaState.updateAvailable = true));
    // The page has loaded by now: no need for Workbox to wait for `load` again.
    workbox.register({ immediate: true }).catch((error: unknown) => console.error('Service worker registration failed', error));
  });
}

/** Activate the waiting worker, then reload once it controls the page (the user asked for it). */
export function applyUpdate(): void {
  if (!workbox) return window.location.reload();
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

export async function promptInstall(): Promise<void> {
  if (!installPrompt) return;
  await installPrompt.prompt();
  await installPrompt.userChoice;
  installPrompt = undefined;
  pwaState.canInstall = false;
}
