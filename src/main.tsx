import 'bootstrap/dist/css/bootstrap.min.css';
import './app/app.css';
import eventConfig from '@event-config';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchPath, matchRoutes } from 'react-router-dom';
import { firebaseSettingsProblems } from '../configs/firebase-env';
import { App } from './app/app';
import { createAppRoutes } from './app/app-routes';
import { listenForPreloadErrors } from './app/preload/preload-errors';
import type { LazyScreen } from './app/routing/lazy-screen';
import { connectEarly } from './data/connect-early';
import { readsStartOnSocket, startConnectionBudget } from './data/connection-budget-instance';
import { readAudienceOf } from './app/layout/read-audience';

listenForPreloadErrors(window);

const container = document.getElementById('root')!;
const problems = firebaseSettingsProblems(eventConfig.firebase, eventConfig.useEmulators);
// The build wrote this page's first view (scripts/vite/prerender-pages.ts): the app takes that markup over in place.
// It names the route it was written for: a path, or a pattern (/competitors/:id) for a route's shared first view.
const prerenderedFor = container.dataset.prerendered;
const prerendered = prerenderedFor !== undefined && matchPath(prerenderedFor, window.location.pathname) !== null;

if (problems.length > 0) {
  // Only a build made without its settings shows this page: its code is not part of every page's download.
  void import('./app/pages/config-error-page').then(({ ConfigErrorPage }) => {
    createRoot(container).render(<ConfigErrorPage configName={eventConfig.name} problems={problems} />);
  });
} else {
  document.title = eventConfig.competition.fullName;
  const audience = readAudienceOf(window.location.pathname);
  startConnectionBudget(audience);
  if (readsStartOnSocket(audience)) connectEarly();
  const routes = createAppRoutes();
  const app = (
    <StrictMode>
      <App Router={BrowserRouter} routes={routes} />
    </StrictMode>
  );
  if (prerendered) {
    // The screen's code first (its chunks were preloaded from the HTML), so it hydrates with the page, not later.
    const screens = (matchRoutes(routes, window.location) ?? []).map((match) => (match.route.Component as Partial<LazyScreen> | undefined)?.preload?.());
    void Promise.allSettled(screens).then(() => hydrateRoot(container, app));
  } else createRoot(container).render(app);
  // Only a build with a measurement id records analytics (analytics.ts): the others do not download its code.
  if (eventConfig.firebase.measurementId) void import('./data/analytics').then(({ startAnalytics }) => startAnalytics());
}
