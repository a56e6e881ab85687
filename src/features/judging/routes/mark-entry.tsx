// Placeholder route module: the judging feature replaces it with the real screen.
export default function MarkEntryRoute() {
  return <h1>Mark Entry</h1>;
}
