// Placeholder route module: the admin feature replaces it with the real screen.
export default function AddCompetitorRoute() {
  return <h1>Add Competitor</h1>;
}
