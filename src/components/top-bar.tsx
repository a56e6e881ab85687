import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { LinkButton } from './link-button';

export interface TopBarLink {
  to: string;
  label: string;
}

export interface TopBarProps {
  /** The brand text; null while it is not known yet ("Loading..."). */
  title: string | null;
  links: readonly TopBarLink[];
  /** The top-right call to action; null hides it (e.g. while its target is not known yet). */
  action: TopBarLink | null;
}

/**
 * The site's navigation bar; on small screens its links fold into a toggle menu. Bootstrap's navbar
 * markup without react-bootstrap's Navbar, whose offcanvas and transition code would weigh more than
 * the rest of the bar on every page's first download (docs/PERFORMANCE.md, Web).
 */
export function TopBar({ title, links, action }: TopBarProps) {
  const [expanded, setExpanded] = useState(false);
  const close = () => setExpanded(false);
  return (
    <nav className="navbar navbar-expand-lg bg-dark" data-bs-theme="dark" aria-label="Site">
      <div className="container">
        <Link to="/" onClick={close} className="navbar-brand site-brand">
          {title ?? 'Loading...'}
        </Link>
        <button
          type="button"
          className={expanded ? 'navbar-toggler' : 'navbar-toggler collapsed'}
          aria-controls="site-navigation"
          aria-label="Toggle navigation"
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <div id="site-navigation" className={expanded ? 'navbar-collapse collapse show' : 'navbar-collapse collapse'}>
          <div className="navbar-nav me-auto">
            {links.map((link) => (
              <NavLink key={link.to} to={link.to} end onClick={close} className="nav-link">
                {link.label}
              </NavLink>
            ))}
          </div>
          {action && (
            <LinkButton to={action.to} variant="primary" onClick={close} className="mt-2 mt-lg-0">
              {action.label}
            </LinkButton>
          )}
        </div>
      </div>
    </nav>
  );
}
