// Where the demo and dev configurations find the local database and the Auth emulator.
// Defaults match `npm start`; override with VITE_DB_EMULATOR_HOST / VITE_AUTH_EMULATOR_HOST (see .env.example).

export interface HostPort {
  host: string;
  port: number;
}

export function parseHostPort(raw: string | undefined, fallback: HostPort): HostPort {
  if (!raw) return fallback;
  const match = /^\[?([^\]]+?)\]?:(\d{1,5})$/.exec(raw.trim());
  if (!match) throw new Error(`Expected host:port, got "${raw}".`);
  return { host: match[1], port: Number(match[2]) };
}

export function emulatorHosts(env: Record<string, string | undefined> = import.meta.env): {
  database: HostPort;
  auth: HostPort;
} {
  return {
    database: parseHostPort(env.VITE_DB_EMULATOR_HOST, { host: '127.0.0.1', port: 9000 }),
    auth: parseHostPort(env.VITE_AUTH_EMULATOR_HOST, { host: '127.0.0.1', port: 9099 }),
  };
}
