// Placeholder admin layout: renders the child screen.
import { Outlet } from 'react-router-dom';

export default function AdminLayoutRoute() {
  return <Outlet />;
}
