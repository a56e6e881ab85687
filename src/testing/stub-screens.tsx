// The real route tree (paths, names, guards) with every lazy screen replaced by a heading naming the route,
// so layout and guard tests do not depend on the screens other features are building.
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../app/route-names';
import { adminRoutes, publicRoutes } from '../app/route-table';

function stubScreen(name: string) {
  return function StubScreen() {
    return <h1>{`screen: ${name}`}</h1>;
  };
}

function stub(route: RouteObject): RouteObject {
  const name = (route.handle as RouteHandle | undefined)?.name ?? 'unnamed';
  const children = route.children?.map(stub);
  // Layout routes keep an outlet for their children.
  return (children ? { ...route, Component: undefined, children } : { ...route, Component: stubScreen(name) }) as RouteObject;
}

export function stubbedScreens(): { publicRoutes: RouteObject[]; adminRoutes: RouteObject } {
  return { publicRoutes: publicRoutes.map(stub), adminRoutes: stub(adminRoutes) };
}
