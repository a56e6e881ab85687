import { useState } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
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

/** The site's navigation bar; on small screens its links fold into a toggle menu. */
export function TopBar({ title, links, action }: TopBarProps) {
  const [expanded, setExpanded] = useState(false);
  const close = () => setExpanded(false);
  return (
    <Navbar expand="lg" bg="dark" data-bs-theme="dark" expanded={expanded} onToggle={setExpanded} aria-label="Site">
      <Container>
        <Navbar.Brand as={Link} to="/" onClick={close} className="site-brand">
          {title ?? 'Loading...'}
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="site-navigation" aria-label="Toggle navigation" aria-expanded={expanded} />
        <Navbar.Collapse id="site-navigation">
          <Nav className="me-auto">
            {links.map((link) => (
              <Nav.Link key={link.to} as={NavLink} to={link.to} end onClick={close}>
                {link.label}
              </Nav.Link>
            ))}
          </Nav>
          {action && (
            <LinkButton to={action.to} variant="primary" onClick={close} className="mt-2 mt-lg-0">
              {action.label}
            </LinkButton>
          )}
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
