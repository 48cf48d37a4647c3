/**
 * The screen of the address being opened, fetched alongside the entry script: the build
 * writes, for every route a signed-out visitor can open without parameters (public and guest), the
 * files of its screen (`SCREEN_PRELOADS_FILE` beside index.html, scripts/screenPreloads.ts); the
 * server adds them to index.html as modulepreload links when it serves that address. Without them
 * a phone asked for the screen only after the entry had arrived and run: one more round trip.
 */
import { appRoutes } from './routes';

export const SCREEN_PRELOADS_FILE = 'screen-preloads.json';

/** route path -> the screen's own JS files, as URLs ("/assets/login-abc.js"). */
export type ScreenPreloads = Record<string, string[]>;

/** The routes whose screen a first visit opens as is: public and guest, no parameters. */
export const PRELOADED_ROUTES: readonly string[] = appRoutes
  .filter((route) => route.access !== 'private' && !route.path.includes(':'))
  .map((route) => route.path);

const SAFE_URL = /^\/assets\/[\w.~-]+\.js$/;

/** index.html with the screen's files preloaded (nothing changed for an unknown path). */
export function withScreenPreloads(html: string, preloads: ScreenPreloads, pathname: string): string {
  const files = Object.hasOwn(preloads, pathname) ? preloads[pathname].filter((url) => SAFE_URL.test(url)) : [];
  if (files.length === 0 || !html.includes('</head>')) return html;
  const links = files.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}
