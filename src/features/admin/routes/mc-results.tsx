// Placeholder route module: the admin feature replaces it with the real screen.
export default function McResultsRoute() {
  return <h1>Mc Results</h1>;
}
