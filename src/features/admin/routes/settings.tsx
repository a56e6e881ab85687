// Placeholder route module: the admin feature replaces it with the real screen.
export default function SettingsRoute() {
  return <h1>Settings</h1>;
}
