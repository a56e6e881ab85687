const NAMESPACE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
const IP_OR_LOCAL = /^(localhost|\d+\.\d+\.\d+\.\d+|\[[0-9a-f:]+\])$/i;

/**
 * The database a request is for: `?ns=`, else the first label of a host like
 * `demo-x-default-rtdb.localhost:9000`. The SDK always sends `ns` to emulator hosts.
 */
export function namespaceFromRequest(url: URL, host: string | undefined): string | { error: string } {
  const fromQuery = url.searchParams.get('ns');
  const hostName = (host ?? '').replace(/:\d+$/, '');
  const candidate = fromQuery ?? (IP_OR_LOCAL.test(hostName) || !hostName.includes('.') ? null : hostName.split('.')[0]);
  if (candidate === null) return { error: 'missing ?ns=<database name> (e.g. ns=demo-project-default-rtdb)' };
  if (!NAMESPACE.test(candidate)) return { error: `invalid namespace "${candidate.slice(0, 60)}": use letters, digits, - and _` };
  return candidate;
}
