// Placeholder route module: the admin feature replaces it with the real screen.
export default function EventScheduleRoute() {
  return <h1>Event Schedule</h1>;
}
