// Placeholder route module: the results feature replaces it with the real screen.
export default function ResultDetailsRoute() {
  return <h1>Result Details</h1>;
}
