// Placeholder route module: the registration feature replaces it with the real screen.
export default function UpdateEntriesRoute() {
  return <h1>Update Entries</h1>;
}
