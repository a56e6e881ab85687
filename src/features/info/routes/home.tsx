// Placeholder route module: the info feature replaces it with the real screen.
export default function HomeRoute() {
  return <h1>Home</h1>;
}
