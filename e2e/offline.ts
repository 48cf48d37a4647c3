import type { BrowserContext } from '@playwright/test';

/**
 * Call after a reload or a page load while offline. Chromium 150 under Playwright keeps failing
 * every request after a navigation but reports navigator.onLine as true again (and fires no
 * `offline` event): set the emulation once more, so the page reads offline as a really
 * disconnected phone's browser does.
 */
export async function stillOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(false);
  await context.setOffline(true);
}
