// Plain Bootstrap markup, not react-bootstrap: this is part of every page's first download (docs/PERFORMANCE.md, Web).
import { ErrorState } from '../../components/error-state';
import { LinkButton } from '../../components/link-button';
import { isChunkLoadError } from '../preload/preload-errors';
import { SiteUpdatedMessage } from '../preload/site-updated-message';
import { useSiteUpdated } from '../preload/use-site-updated';

/** A screen that failed to load or crashed: say so inside the layout, never a white page. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const siteUpdated = useSiteUpdated();
  if (siteUpdated || isChunkLoadError(error)) return <SiteUpdatedMessage />;
  return (
    <div className="container py-4">
      <ErrorState title="This page could not be shown" error={error}>
        <p className="mt-2 mb-0">Reload the page to try again. If it keeps happening, tell the organisers what you were doing.</p>
        <div className="d-flex gap-2 mt-3">
          <button type="button" className="btn btn-danger" onClick={() => window.location.reload()}>Reload</button>
          <LinkButton to="/" variant="outline-secondary">Go to the home page</LinkButton>
        </div>
      </ErrorState>
    </div>
  );
}
