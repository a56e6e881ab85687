import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/root-layout';
import { AppLoading } from './pages/app-loading';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';
import { adminRoutes, publicRoutes } from './route-table';

/**
 * The whole route tree: the root layout around every screen of the route table, and "not found".
 * The pathless route in between puts a screen's error inside the layout, so the top bar stays.
 */
export function createAppRoutes(screens: { publicRoutes: RouteObject[]; adminRoutes: RouteObject } = { publicRoutes, adminRoutes }): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: AppLoading,
      children: [
        {
          ErrorBoundary: RouteErrorPage,
          children: [...screens.publicRoutes, screens.adminRoutes, { path: '*', Component: NotFoundPage }],
        },
      ],
    },
  ];
}
