import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { NOT_FOUND_TITLE, appRoutes } from '../../core/routes';
import { Shell } from '../components/shell/Shell';
import { AppError, ScreenError } from './RouteError';
import { RouteGate } from './RouteGate';
import { NotFoundScreen, screens } from './screens';

export const routeObjects: RouteObject[] = [
  {
    element: <Shell />,
    // Never react-router's developer page: a failure says what happened, with "Try again".
    errorElement: <AppError />,
    children: [
      {
        // A screen's failure is shown inside the shell (header, footer, offline banner stay).
        errorElement: <ScreenError />,
        children: [
          ...appRoutes.map((route) => ({
            path: route.path,
            element: <RouteGate key={route.path} title={route.title} access={route.access} screen={screens[route.path]} />,
          })),
          { path: '*', element: <RouteGate title={NOT_FOUND_TITLE} access="public" screen={NotFoundScreen} /> },
        ],
      },
    ],
  },
];

/**
 * `prerendered`: the page on screen is the HTML drawn at build time, which React hydrates. The
 * router is then told so (`hydrationData`, as after server rendering; no route has a loader), and
 * does not scroll to the top when it starts: a visitor who scrolled the page while the app's
 * script arrived stays where they are. Later navigations open at the top as before.
 */
export function createAppRouter({ prerendered = false }: { prerendered?: boolean } = {}) {
  return createBrowserRouter(routeObjects, prerendered ? { hydrationData: {} } : undefined);
}
