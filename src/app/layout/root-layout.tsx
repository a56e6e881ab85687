import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingState } from '../../components/loading-state';
import { RouteGuard } from '../guard/route-guard';
import { SiteUpdatedMessage } from '../preload/site-updated-message';
import { useSiteUpdated } from '../preload/use-site-updated';
import { RouteErrorBoundary } from '../routing/route-error-boundary';
import { showsConnectionNotice, showsFooter, showsTopBar } from './chrome-visibility';
import { setReadAudience } from '../../data/connection-budget-instance';
import { ConnectionNotice } from './connection-notice';
import { useCurrentRouteName } from './current-route-name';
import { NavigationProgress } from './navigation-progress';
import { PollingNotice } from './polling-notice';
import { readAudienceOf } from './read-audience';
import { ScrollToTop } from './scroll-to-top';
import { SessionEndedNotice } from './session-ended-notice';
import { SiteFooterBar } from './site-footer-bar';
import { SiteTopBar } from './site-top-bar';

/**
 * Every page: top bar and footer (unless the route hides them), notices, and the guarded screen. A screen
 * still downloading shows "Loading..." on the first visit; a crashed or missing one shows why, in place.
 */
export function RootLayout() {
  const routeName = useCurrentRouteName();
  const { pathname } = useLocation();
  const siteUpdated = useSiteUpdated();
  const audience = readAudienceOf(pathname);
  useEffect(() => setReadAudience(audience), [audience]);
  return (
    <div className="d-flex flex-column min-vh-100">
      <a href="#main" className="visually-hidden-focusable position-absolute top-0 start-0 p-2 bg-light">Skip to content</a>
      <ScrollToTop />
      <NavigationProgress />
      {showsTopBar(routeName, pathname) && <SiteTopBar />}
      <SessionEndedNotice />
      {showsConnectionNotice(routeName) && <ConnectionNotice />}
      <PollingNotice />
      {siteUpdated && <SiteUpdatedMessage />}
      <main id="main" className="flex-grow-1">
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<LoadingState />}>
            <RouteGuard>
              <Outlet />
            </RouteGuard>
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {showsFooter(routeName, pathname) && <SiteFooterBar />}
    </div>
  );
}
