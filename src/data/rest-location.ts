// Where a database path is on the REST interface: `<database>/<path>.json`. With the local database the
// namespace goes in `?ns=`, as the SDK's emulator connection names it (from the configuration's databaseURL).
import type { FirebaseWebSettings } from '../../configs/types';
import { databaseTarget, type LocalServers } from './emulator-hosts';

export type RestUrlOf = (path: string) => string;

function encodedPath(path: string): string {
  return path.split('/').filter(Boolean).map(encodeURIComponent).join('/');
}

/** `servers`: the local database and sign-in (demo, dev, venue), null for hosted Firebase. */
export function restLocation(firebase: FirebaseWebSettings, servers: LocalServers | null): RestUrlOf {
  const target = databaseTarget(firebase, servers);
  const emulator = target.emulator;
  const databaseURL = target.url ?? firebase.databaseURL ?? `https://${firebase.projectId}-default-rtdb.firebaseio.com`;
  const configured = new URL(databaseURL);
  const namespace = configured.searchParams.get('ns') ?? configured.hostname.split('.')[0];
  if (emulator) return (path) => `http://${emulator.host}:${emulator.port}/${encodedPath(path)}.json?ns=${encodeURIComponent(namespace)}`;
  const base = `${configured.origin}${configured.pathname.replace(/\/$/, '')}`;
  return (path) => `${base}/${encodedPath(path)}.json${configured.search}`;
}
