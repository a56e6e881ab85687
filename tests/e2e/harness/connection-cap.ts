// The local database's cap on simultaneous connections (Firebase's free plan has one: 100), changed while the
// suite runs. The suite's files share one server, started before any file, so a file that needs a cap sets it
// through the server's own setting (/.settings/maxConnections.json) and lifts it again when done.
import { environment } from './browser';

export interface CapState {
  /** null: no cap. */
  max: number | null;
  /** WebSocket connections open on the demo's database now. */
  open: number;
}

async function capRequest(method: 'GET' | 'PUT', max?: number | null): Promise<CapState> {
  const { dbUrl, dbNamespace } = environment();
  const response = await fetch(`${dbUrl}/.settings/maxConnections.json?ns=${encodeURIComponent(dbNamespace)}`, {
    method,
    headers: { authorization: 'Bearer owner' },
    body: method === 'PUT' ? JSON.stringify(max) : undefined,
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`The local database's connection cap: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as CapState;
}

/** Refuses connections beyond `max` from now on (null lifts the cap); open connections stay. */
export function setMaxConnections(max: number | null): Promise<CapState> {
  return capRequest('PUT', max);
}

export function connectionCapState(): Promise<CapState> {
  return capRequest('GET');
}
