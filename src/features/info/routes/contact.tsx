// Placeholder route module: the info feature replaces it with the real screen.
export default function ContactRoute() {
  return <h1>Contact</h1>;
}
