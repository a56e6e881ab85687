// Placeholder route module: the entries feature replaces it with the real screen.
export default function EntriesRoute() {
  return <h1>Entries</h1>;
}
