import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { LinkButton } from './link-button';

export interface TopBarLink {
  to: string;
  label: string;
}

export interface TopBarProps {
  /** The brand text: the competition's name. */
  title: string;
  links: readonly TopBarLink[];
  /** The top-right call to action; null hides it (e.g. while its target is not known yet). */
  action: TopBarLink | null;
  /** Signed in: who, their own links (e.g. "My entries") and the way out; null when signed out. */
  account?: TopBarAccount | null;
}

export interface TopBarAccount {
  email: string | null;
  links: readonly TopBarLink[];
  onSignOut: () => void;
  /** Why signing out failed, shown beside the button. */
  error?: string | null;
}

/**
 * The site's navigation bar; on small screens its links fold into a toggle menu. Bootstrap's navbar
 * markup without react-bootstrap's Navbar, whose offcanvas and transition code would weigh more than
 * the rest of the bar on every page's first download (docs/PERFORMANCE.md, Web).
 */
export function TopBar({ title, links, action, account = null }: TopBarProps) {
  const [expanded, setExpanded] = useState(false);
  const close = () => setExpanded(false);
  return (
    <nav className="navbar navbar-expand-xl bg-dark" data-bs-theme="dark" aria-label="Site">
      <div className="container">
        <Link to="/" onClick={close} className="navbar-brand site-brand">
          {title}
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
          {account && <AccountLinks account={account} onChoose={close} />}
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

/** The signed-in visitor's own links and the sign-out button; in the folded menu on a phone. */
function AccountLinks({ account, onChoose }: { account: TopBarAccount; onChoose: () => void }) {
  return (
    <div className="navbar-nav align-items-xl-center gap-xl-2 me-xl-2">
      {account.links.map((link) => (
        <NavLink key={link.to} to={link.to} end onClick={onChoose} className="nav-link">
          {link.label}
        </NavLink>
      ))}
      {account.email && <span className="navbar-text small text-truncate" style={{ maxWidth: '14rem' }}>{account.email}</span>}
      {account.error && <span role="alert" className="text-warning small">{account.error}</span>}
      <button
        type="button"
        className="btn btn-outline-light btn-sm text-nowrap my-2 my-xl-0 align-self-start align-self-xl-center"
        onClick={() => {
          onChoose();
          account.onSignOut();
        }}
      >
        Sign out
      </button>
    </div>
  );
}
