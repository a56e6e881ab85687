// Placeholder route module: the competitors feature replaces it with the real screen.
export default function CompetitorDetailsRoute() {
  return <h1>Competitor Details</h1>;
}
