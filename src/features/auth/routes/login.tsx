// Placeholder route module: the auth feature replaces it with the real screen.
export default function LoginRoute() {
  return <h1>Login</h1>;
}
