// Where a database path is on the REST interface: `<database>/<path>.json`. With the local database the
// namespace goes in `?ns=`, as the SDK's emulator connection names it (from the configuration's databaseURL).
import type { FirebaseWebSettings } from '../../configs/types';
import type { HostPort } from './emulator-hosts';

export type RestUrlOf = (path: string) => string;

function encodedPath(path: string): string {
  return path.split('/').filter(Boolean).map(encodeURIComponent).join('/');
}

export function restLocation(firebase: FirebaseWebSettings, emulator: HostPort | null): RestUrlOf {
  const databaseURL = firebase.databaseURL ?? `https://${firebase.projectId}-default-rtdb.firebaseio.com`;
  const configured = new URL(databaseURL);
  const namespace = configured.searchParams.get('ns') ?? configured.hostname.split('.')[0];
  if (emulator) return (path) => `http://${emulator.host}:${emulator.port}/${encodedPath(path)}.json?ns=${encodeURIComponent(namespace)}`;
  const base = `${configured.origin}${configured.pathname.replace(/\/$/, '')}`;
  return (path) => `${base}/${encodedPath(path)}.json${configured.search}`;
}
