import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AppPath } from '../../core/routes';

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

export const screens = Object.fromEntries(
  Object.entries(screenLoaders).map(([path, load]) => [path, lazy(load)]),
) as Record<AppPath, LazyExoticComponent<ComponentType>>;

export const NotFoundScreen = lazy(loadNotFoundScreen);
