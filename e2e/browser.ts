import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium where present (no browser download here), else Playwright's own. */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
    // Without these, Chromium keeps dialing Google services this sandbox refuses.
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  };
}
