/**
 * The phone the figures are taken on (docs/performance.md, "On a phone"): Chromium with 4× CPU throttling and the "Fast 3G" network profile
 * (562 ms latency, 180 KB/s down), applied through the DevTools protocol to one page.
 * Every throttled bench uses this one profile so their figures compare.
 */
import type { Page } from '@playwright/test';

/** DevTools' "Fast 3G" (562.5 ms round trip, 180 KB/s down, 84.375 KB/s up). */
export const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: 180 * 1024, // bytes per second
  uploadThroughput: 84.375 * 1024,
} as const;

export const PHONE_CPU_SLOWDOWN = 4;

export interface PhoneOptions {
  /** CPU slowdown factor; 1 = unthrottled. */
  cpu?: number;
  /** false = the network is not throttled (e.g. an offline journey). */
  network?: boolean;
}

/** Throttles this page like the phone; returns the CDP session (detach when done). */
export async function emulatePhone(page: Page, options: PhoneOptions = {}) {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: options.cpu ?? PHONE_CPU_SLOWDOWN });
  if (options.network !== false) {
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', FAST_3G);
  }
  return session;
}
