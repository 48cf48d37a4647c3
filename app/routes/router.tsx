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

export function createAppRouter() {
  return createBrowserRouter(routeObjects);
}
