// Placeholder route module: the admin feature replaces it with the real screen.
export default function OfficialsRoute() {
  return <h1>Officials</h1>;
}
