// Where the demo and dev configurations find the local database and the Auth emulator.
// Defaults match `npm start`; override with VITE_DB_EMULATOR_HOST / VITE_AUTH_EMULATOR_HOST (see .env.example).
// VITE_EMULATOR_TLS=true (venue mode's `--tls`, README "Venue mode") reaches both over https/wss.

export interface HostPort {
  host: string;
  port: number;
}

export interface LocalServers {
  database: HostPort;
  auth: HostPort;
  /** Both are served over TLS (https, wss), with a certificate the devices trust. */
  secure: boolean;
}

export function parseHostPort(raw: string | undefined, fallback: HostPort): HostPort {
  if (!raw) return fallback;
  const match = /^\[?([^\]]+?)\]?:(\d{1,5})$/.exec(raw.trim());
  if (!match) throw new Error(`Expected host:port, got "${raw}".`);
  return { host: match[1], port: Number(match[2]) };
}

export function emulatorHosts(env: Record<string, string | undefined> = import.meta.env): LocalServers {
  return {
    database: parseHostPort(env.VITE_DB_EMULATOR_HOST, { host: '127.0.0.1', port: 9000 }),
    auth: parseHostPort(env.VITE_AUTH_EMULATOR_HOST, { host: '127.0.0.1', port: 9099 }),
    secure: /^(1|true)$/i.test(env.VITE_EMULATOR_TLS?.trim() ?? ''),
  };
}

function origin(scheme: 'http' | 'https', { host, port }: HostPort): string {
  return `${scheme}://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** The Auth emulator's address for connectAuthEmulator, https when the servers are secure. */
export function authEmulatorUrl(servers: LocalServers): string {
  return origin(servers.secure ? 'https' : 'http', servers.auth);
}

/**
 * The local database over TLS as a plain database URL (`https://host:port?ns=<namespace>`): the SDK
 * opens wss:// for it, whereas connectDatabaseEmulator always opens ws://, which a browser refuses
 * from an https page. The namespace is the configuration's (its databaseURL's `ns`, else the project's).
 */
export function secureDatabaseUrl(databaseURL: string | undefined, projectId: string, database: HostPort): string {
  const configured = databaseURL ? new URL(databaseURL) : null;
  const namespace = configured?.searchParams.get('ns') ?? configured?.hostname.split('.')[0] ?? `${projectId}-default-rtdb`;
  return `${origin('https', database)}?ns=${encodeURIComponent(namespace)}`;
}

/** How the app reaches its database: `url` for getDatabase(app, url), `emulator` for connectDatabaseEmulator. */
export interface DatabaseTarget {
  url?: string;
  emulator?: HostPort;
}

/** Hosted: the configuration's URL; local over TLS: the https URL; local without: the emulator connection (ws). */
export function databaseTarget(firebase: { databaseURL?: string; projectId: string }, servers: LocalServers | null): DatabaseTarget {
  if (!servers) return {};
  if (servers.secure) return { url: secureDatabaseUrl(firebase.databaseURL, firebase.projectId, servers.database) };
  return { emulator: servers.database };
}
