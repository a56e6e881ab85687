// Placeholder route module: the registration feature replaces it with the real screen.
export default function RegisterRoute() {
  return <h1>Register</h1>;
}
