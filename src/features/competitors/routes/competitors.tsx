// Placeholder route module: the competitors feature replaces it with the real screen.
export default function CompetitorsRoute() {
  return <h1>Competitors</h1>;
}
