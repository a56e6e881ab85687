import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './pages/not-found-page';
import { adminRoutes, publicRoutes } from './route-table';

/** The whole route tree: the root layout around every screen of the route table, and "not found". */
export function createAppRoutes(screens: { publicRoutes: RouteObject[]; adminRoutes: RouteObject } = { publicRoutes, adminRoutes }): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootLayout,
      children: [...screens.publicRoutes, screens.adminRoutes, { path: '*', Component: NotFoundPage }],
    },
  ];
}
