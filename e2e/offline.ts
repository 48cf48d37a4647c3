import type { BrowserContext } from '@playwright/test';

/** Every API request: what a phone with no connection cannot reach. */
export const ALL_API = '**/api/**';

/**
 * The phone's connection, for one browser context. context.setOffline cuts the page's requests but
 * not the service worker's own (Background Sync replays, the library's download): while offline,
 * the requests matching `blocked` are refused at the network layer too, as a phone without signal
 * would refuse them. A spec that tests one queued request blocks only that one (the rest of the
 * app keeps its own offline paths).
 */
export class Network {
  constructor(
    private readonly context: BrowserContext,
    private readonly blocked: string = ALL_API,
  ) {}

  async goOffline(): Promise<void> {
    await this.context.route(this.blocked, (route) => route.abort('internetdisconnected'));
    await this.context.setOffline(true);
  }

  async goOnline(): Promise<void> {
    await this.context.unroute(this.blocked);
    await this.context.setOffline(false);
  }

  /** See stillOffline below. */
  async stillOffline(): Promise<void> {
    await stillOffline(this.context);
  }
}

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
