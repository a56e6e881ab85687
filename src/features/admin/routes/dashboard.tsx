// Placeholder route module: the admin feature replaces it with the real screen.
export default function DashboardRoute() {
  return <h1>Dashboard</h1>;
}
