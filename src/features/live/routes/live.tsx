// Placeholder route module: the live feature replaces it with the real screen.
export default function LiveRoute() {
  return <h1>Live</h1>;
}
