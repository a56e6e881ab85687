// Spec §2: where the top bar and the footer are hidden, by route name and on admin paths.
import { ROUTE_NAMES as N, type RouteName } from '../route-names';

const TOP_BAR_HIDDEN: ReadonlySet<RouteName> = new Set([
  N.markentry, N.register, N.deckCaptainView, N.liveCompView, N.liveRoundResultView, N.resultDetails, N.login,
]);

const FOOTER_HIDDEN: ReadonlySet<RouteName> = new Set([
  N.markentry, N.scrutineerView, N.deckCaptainView, N.liveCompView, N.liveRoundResultView, N.resultDetails,
]);

/** Any path containing the word admin, whatever its case (routes match case-insensitively). */
export function isAdminPath(pathname: string): boolean {
  return pathname.toLowerCase().includes('admin');
}

/** `routeName`: the name of the screen being shown (the deepest matched route with a name). */
export function showsTopBar(routeName: RouteName | null, pathname: string): boolean {
  return !isAdminPath(pathname) && !(routeName !== null && TOP_BAR_HIDDEN.has(routeName));
}

export function showsFooter(routeName: RouteName | null, pathname: string): boolean {
  return !isAdminPath(pathname) && !(routeName !== null && FOOTER_HIDDEN.has(routeName));
}

/** The "no connection" notice: everywhere but on a judge's tablet, whose badge and kept marks say more. */
export function showsConnectionNotice(routeName: RouteName | null): boolean {
  return routeName !== N.markentry;
}
