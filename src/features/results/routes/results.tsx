// Placeholder route module: the results feature replaces it with the real screen.
export default function ResultsRoute() {
  return <h1>Results</h1>;
}
