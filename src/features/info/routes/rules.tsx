// Placeholder route module: the info feature replaces it with the real screen.
export default function RulesRoute() {
  return <h1>Rules</h1>;
}
