import type { RouteAccess } from '../../core/routes';
import type { AuthStatus } from '../state/auth';

export type AccessDecision = { kind: 'wait' } | { kind: 'show' } | { kind: 'redirect'; to: '/' | '/login' };

/**
 * Spec part 1 §2/§6: private routes send signed-out users to /login; /login and /signup send
 * signed-in users to /; public routes show to anyone. Nothing is decided while auth is unknown.
 */
export function decideAccess(access: RouteAccess, status: AuthStatus): AccessDecision {
  if (access === 'public') return { kind: 'show' };
  if (status === 'unknown') return { kind: 'wait' };
  if (access === 'private' && status === 'signedOut') return { kind: 'redirect', to: '/login' };
  if (access === 'guest' && status === 'signedIn') return { kind: 'redirect', to: '/' };
  return { kind: 'show' };
}
