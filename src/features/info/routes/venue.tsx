// Placeholder route module: the info feature replaces it with the real screen.
export default function VenueRoute() {
  return <h1>Venue</h1>;
}
