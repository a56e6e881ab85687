// /admin: the consoles this account may open, as a bar that folds on phones, and the open console below.
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { NavLink, Outlet } from 'react-router-dom';
import { useRoles } from '../../../data/auth/use-roles';
import { consolesFor } from '../utils/consoles';

export default function AdminLayoutRoute() {
  const { hasAnyRole } = useRoles();
  const consoles = consolesFor(hasAnyRole);
  return (
    <>
      <Navbar bg="dark" data-bs-theme="dark" expand="lg" className="d-print-none mb-3" collapseOnSelect>
        <Container fluid>
          <Navbar.Brand as={NavLink} to="/admin" end>
            Competition admin
          </Navbar.Brand>
          <Navbar.Toggle aria-controls="admin-nav" aria-label="Admin menu" />
          <Navbar.Collapse id="admin-nav">
            <Nav as="nav" aria-label="Admin consoles" className="me-auto">
              {consoles.map((console) => (
                <Nav.Link key={console.path} as={NavLink} to={`/admin/${console.path}`} end={console.path === ''} eventKey={console.path || 'dashboard'}>
                  {console.label}
                </Nav.Link>
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
