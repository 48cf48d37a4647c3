import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { appRoutes, type AppPath } from '../../core/routes';
import { lazyWithRetry } from '../components/loadFailure/lazyWithRetry';

type ScreenModule = { default: ComponentType };

/** Each screen is its own chunk, fetched when its route is first visited. */
export const screenLoaders: Record<AppPath, () => Promise<ScreenModule>> = {
  '/': () => import('../pages/main'),
  '/login': () => import('../pages/login'),
  '/signup': () => import('../pages/signup'),
  '/help': () => import('../pages/help'),
  '/terms': () => import('../pages/terms'),
  '/privacy': () => import('../pages/privacy'),
  '/api-docs': () => import('../pages/api-docs'),
  '/legal-resources': () => import('../pages/legal-resources'),
  '/how-it-works': () => import('../pages/how-it-works'),
  '/verify-sources': () => import('../pages/verify-sources'),
  '/know-your-rights': () => import('../pages/know-your-rights'),
  '/contract-drafting': () => import('../pages/contract-drafting'),
  '/state-laws': () => import('../pages/state-laws'),
  '/federal-laws': () => import('../pages/federal-laws'),
  '/test-knowledge': () => import('../pages/test-knowledge'),
  '/test-knowledge-chat': () => import('../pages/test-knowledge-chat'),
  '/test-knowledge-battle': () => import('../pages/test-knowledge-battle'),
  '/saved-answers': () => import('../pages/saved-answers'),
  '/federal-laws/:title': () => import('../pages/law-title'),
  '/federal-laws/:title/:section': () => import('../pages/law-section'),
};

export const loadNotFoundScreen = (): Promise<ScreenModule> => import('../pages/not-found');

// A screen whose file failed to arrive is imported anew on "Try again" (RouteError).
export const screens = Object.fromEntries(
  Object.entries(screenLoaders).map(([path, load]) => [path, lazyWithRetry(load) as ComponentType]),
) as Record<AppPath, ComponentType>;

export const NotFoundScreen = lazyWithRetry(loadNotFoundScreen);

/**
 * Starts fetching the screen of the address being opened at once, alongside the session check,
 * instead of after it: the lazy screen later finds its module already loading. A
 * signed-in screen is fetched only when a user is remembered on the device (a signed-out
 * visitor is sent to /login instead). Returns the path whose screen was asked for.
 */
export function preloadScreen(pathname: string, signedInBefore: boolean): AppPath | undefined {
  const route = appRoutes.find((r) => matchPath({ path: r.path, end: true }, pathname));
  if (!route || (route.access === 'private' && !signedInBefore) || (route.access === 'guest' && signedInBefore)) return undefined;
  const path = route.path as AppPath;
  void screenLoaders[path]().catch(() => undefined); // the route's own lazy load shows any error
  return path;
}
