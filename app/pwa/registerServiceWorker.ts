import { Workbox } from 'workbox-window';
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
 */
export function registerServiceWorker(): void {
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

  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => (pwaState.updateAvailable = true));
  workbox.register().catch((error: unknown) => console.error('Service worker registration failed', error));
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
