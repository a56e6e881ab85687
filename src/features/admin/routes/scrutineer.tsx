// Placeholder route module: the admin feature replaces it with the real screen.
export default function ScrutineerRoute() {
  return <h1>Scrutineer</h1>;
}
