// Placeholder route module: the live feature replaces it with the real screen.
export default function LiveRoundRoute() {
  return <h1>Live Round</h1>;
}
