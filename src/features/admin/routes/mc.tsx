// Placeholder route module: the admin feature replaces it with the real screen.
export default function McRoute() {
  return <h1>Mc</h1>;
}
