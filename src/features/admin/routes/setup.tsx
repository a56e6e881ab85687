// Placeholder route module: the admin feature replaces it with the real screen.
export default function SetupRoute() {
  return <h1>Setup</h1>;
}
