import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../core/routes';
import { decideAccess } from './access';

describe('decideAccess', () => {
  it('sends signed-out users from every private route to /login', () => {
    const privateRoutes = appRoutes.filter((r) => r.access === 'private').map((r) => r.path);
    expect(privateRoutes).toEqual(
      expect.arrayContaining([
        '/',
        '/help',
        '/contract-drafting',
        '/state-laws',
        '/federal-laws',
        '/test-knowledge',
        '/test-knowledge-chat',
        '/test-knowledge-battle',
      ]),
    );
    for (const path of privateRoutes) {
      const route = appRoutes.find((r) => r.path === path)!;
      expect(decideAccess(route.access, 'signedOut')).toEqual({ kind: 'redirect', to: '/login' });
      expect(decideAccess(route.access, 'signedIn')).toEqual({ kind: 'show' });
    }
  });

  it('sends signed-in users from /login and /signup to /', () => {
    for (const path of ['/login', '/signup']) {
      const route = appRoutes.find((r) => r.path === path)!;
      expect(decideAccess(route.access, 'signedIn')).toEqual({ kind: 'redirect', to: '/' });
      expect(decideAccess(route.access, 'signedOut')).toEqual({ kind: 'show' });
    }
  });

  it('shows public pages to everyone', () => {
    for (const path of ['/terms', '/privacy', '/api-docs', '/legal-resources', '/how-it-works', '/verify-sources', '/know-your-rights']) {
      const route = appRoutes.find((r) => r.path === path)!;
      expect(route.access).toBe('public');
      for (const status of ['unknown', 'signedIn', 'signedOut'] as const) {
        expect(decideAccess(route.access, status)).toEqual({ kind: 'show' });
      }
    }
  });

  it('decides nothing for guarded routes until it is known who is signed in', () => {
    expect(decideAccess('private', 'unknown')).toEqual({ kind: 'wait' });
    expect(decideAccess('guest', 'unknown')).toEqual({ kind: 'wait' });
  });
});
