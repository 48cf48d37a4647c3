/**
 * The app's zod (vite.config.ts aliases `zod` here in the browser build): zod's own, told not to
 * compile its parsers with `new Function`. Left to itself it tries `new Function("")` once to see
 * whether it may, which the Content Security Policy (script-src 'self') refuses: Chromium reports
 * that as an issue and Lighthouse takes it off Best Practices (docs/lighthouse.md).
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
