// /admin: the consoles this account may open and the open console below. Eleven consoles do not fit one
// line of a tablet, so the bar folds behind a menu button below 1400 px and the menu lists them in groups;
// the signed-in official and a sign-out button stay on the bar at every width.
import { useState } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { NavLink, Outlet } from 'react-router-dom';
import { signOutUser } from '../../../data/auth/auth-actions';
import { useAuth } from '../../../data/auth/use-auth';
import { useRoles } from '../../../data/auth/use-roles';
import { consoleGroups, consolesFor } from '../utils/consoles';

export default function AdminLayoutRoute() {
  const { hasAnyRole } = useRoles();
  const groups = consoleGroups(consolesFor(hasAnyRole));
  return (
    <>
      <Navbar bg="dark" data-bs-theme="dark" expand="xxl" className="d-print-none mb-3" collapseOnSelect>
        <Container fluid>
          <Navbar.Brand as={NavLink} to="/admin" end className="me-2">
            Competition admin
          </Navbar.Brand>
          <div className="d-flex align-items-center gap-2 ms-auto order-xxl-last">
            <AdminSignOut />
            <Navbar.Toggle aria-controls="admin-nav" label="Admin menu" />
          </div>
          <Navbar.Collapse id="admin-nav">
            <Nav as="nav" aria-label="Admin consoles" className="me-auto flex-xxl-row">
              {groups.map((group) => (
                <div key={group.name} role="group" aria-label={group.name} className="d-flex flex-column flex-xxl-row">
                  <span className="navbar-text small text-uppercase px-2 d-xxl-none" aria-hidden="true">{group.name}</span>
                  {group.consoles.map((console) => (
                    <Nav.Link key={console.path} as={NavLink} to={`/admin/${console.path}`} end={console.path === ''} eventKey={console.path || 'dashboard'}>
                      {console.label}
                    </Nav.Link>
                  ))}
                </div>
              ))}
            </Nav>
            <Nav>
              <Nav.Link as={NavLink} to="/">
                Public site
              </Nav.Link>
            </Nav>
          </Navbar.Collapse>
        </Container>
      </Navbar>
      <Container fluid="xl" className="pb-5">
        <Outlet />
      </Container>
    </>
  );
}

/**
 * Who is signed in (from a tablet width up) and the way out, on every admin page. Once signed out, the route
 * guard sends the browser to sign in again (with this page as `next`), so nothing here navigates.
 */
function AdminSignOut() {
  const { user } = useAuth();
  const [error, setError] = useState<string | null>(null);
  if (!user) return null;
  const signOut = async () => {
    try {
      await signOutUser();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  return (
    <>
      <span className="navbar-text small text-truncate d-none d-md-inline" style={{ maxWidth: '16rem' }}>
        {user.email ?? 'Signed in'}
      </span>
      {error && <span role="alert" className="text-warning small">{error}</span>}
      <button type="button" className="btn btn-outline-light btn-sm text-nowrap" onClick={signOut}>
        Sign out
      </button>
    </>
  );
}
