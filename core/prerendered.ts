/**
 * The first screens drawn to HTML at build time (docs/lighthouse.md): sign-in and sign-up, Know
 * Your Rights, the information pages and the 404. Not /api-docs (its whole reference is 340 KB
 * of HTML) nor /verify-sources (its screen is what it fetches). The build writes each to
 * `prerenderedFile(route)` in the build folder; the server sends it for that address, the service
 * worker precaches it, and the app hydrates it (app/main.tsx).
 */
import { appRoutes, type AppPath } from './routes';

/** The router's catch-all: what an unknown address shows (the 404). */
export const NOT_FOUND_ROUTE = '*';

export const PRERENDERED_ROUTES: readonly (AppPath | typeof NOT_FOUND_ROUTE)[] = [
  '/login',
  '/signup',
  '/know-your-rights',
  '/terms',
  '/privacy',
  '/how-it-works',
  '/legal-resources',
  NOT_FOUND_ROUTE,
];

/** Where the build writes a route's HTML, relative to the build folder. */
export function prerenderedFile(route: string): string {
  return route === NOT_FOUND_ROUTE ? 'prerendered/404.html' : `prerendered${route}.html`;
}

/** The attribute on #root naming the route the HTML was drawn for. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The address the prerender draws a route at (the 404 at an address no route has). */
export function prerenderUrl(route: string): string {
  return route === NOT_FOUND_ROUTE ? '/page-not-found' : route;
}

/** `pathname` is an address of `pattern` ("/federal-laws/:title"), as the router matches: any case, a trailing slash allowed. */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const segments = (p: string) => p.replace(/\/+$/, '').split('/');
  const want = segments(pattern);
  const got = segments(pathname);
  if (want.length !== got.length) return false;
  return want.every((part, i) => {
    if (part.startsWith(':')) return got[i] !== '';
    try {
      return decodeURIComponent(got[i]).toLowerCase() === part.toLowerCase();
    } catch {
      return false;
    }
  });
}

/** The route an address shows: the first of the table that matches it, else the 404. */
export function routeOfPath(pathname: string): string {
  return appRoutes.find((r) => matchesRoute(r.path, pathname))?.path ?? NOT_FOUND_ROUTE;
}
