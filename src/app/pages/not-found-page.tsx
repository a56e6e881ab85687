// Plain Bootstrap markup, not react-bootstrap: this is part of every page's first download (docs/PERFORMANCE.md, Web).
import { useLocation } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { LinkButton } from '../../components/link-button';

/** Any address the site does not have. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className="container py-5" style={{ maxWidth: 640 }}>
      <PageTitle title="Page not found" />
      <p>
        There is no page at <code>{pathname}</code>. The link may be mistyped, or the page may have moved.
      </p>
      <div className="d-flex flex-wrap gap-2">
        <LinkButton to="/" variant="primary">Go to the home page</LinkButton>
        <LinkButton to="/results" variant="outline-secondary">See the results</LinkButton>
      </div>
    </div>
  );
}
