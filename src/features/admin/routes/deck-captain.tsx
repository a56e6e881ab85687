// Placeholder route module: the admin feature replaces it with the real screen.
export default function DeckCaptainRoute() {
  return <h1>Deck Captain</h1>;
}
