import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../core/routes';
import { PRERENDERED_ATTRIBUTE, routeOfPath } from '../../core/prerendered';
import { shouldHydrate } from './hydrate';

/** What the app's router shows at an address (the first matching route, else its 404). */
const routerRoute = (pathname: string) => appRoutes.find((r) => matchPath({ path: r.path, end: true }, pathname))?.path ?? '*';

describe('the route of an address (server, service worker and app agree with the router)', () => {
  it.each([
    '/',
    '/login',
    '/login/',
    '/LOGIN',
    '/signup',
    '/terms',
    '/know-your-rights',
    '/federal-laws',
    '/federal-laws/42',
    '/federal-laws/42/1983',
    '/federal-laws/42/1983/extra',
    '/nope',
    '/login/extra',
    '/terms%20',
    '//',
    '/how-it-works',
  ])('%s', (pathname) => {
    expect(routeOfPath(pathname)).toBe(routerRoute(pathname));
  });
});

describe('shouldHydrate', () => {
  const rootFor = (route: string | null) => {
    const root = { getAttribute: (name: string) => (name === PRERENDERED_ATTRIBUTE ? route : null) };
    return root as unknown as HTMLElement;
  };

  it('hydrates the page drawn for this address when nobody is remembered on the device', () => {
    expect(shouldHydrate(rootFor('/login'), '/login', false)).toBe(true);
    expect(shouldHydrate(rootFor('*'), '/no-such-page', false)).toBe(true);
  });

  it('draws anew for a remembered user, another address, or the plain loading screen', () => {
    expect(shouldHydrate(rootFor('/login'), '/login', true)).toBe(false);
    expect(shouldHydrate(rootFor('/login'), '/signup', false)).toBe(false);
    expect(shouldHydrate(rootFor('*'), '/terms', false)).toBe(false);
    expect(shouldHydrate(rootFor(null), '/login', false)).toBe(false);
  });
});
