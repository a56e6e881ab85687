// Placeholder route module: the info feature replaces it with the real screen.
export default function AboutRoute() {
  return <h1>About</h1>;
}
