// Placeholder route module: the admin feature replaces it with the real screen.
export default function ChairmanRoute() {
  return <h1>Chairman</h1>;
}
