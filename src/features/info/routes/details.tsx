// Placeholder route module: the info feature replaces it with the real screen.
export default function DetailsRoute() {
  return <h1>Details</h1>;
}
