import type { IncomingMessage } from 'node:http';
import { InvalidPathError, parsePath } from '../tree/path.ts';
import { decodeCredential } from './auth-token.ts';
import { ADMIN, ANONYMOUS, type Caller } from './caller.ts';

export class RestAuthError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestAuthError';
  }
}

const METHODS = new Set(['GET', 'PUT', 'POST', 'PATCH', 'DELETE']);

/** The effective method: POST may carry X-HTTP-Method-Override (header or query) for clients that cannot send others. */
export function effectiveMethod(req: IncomingMessage, params: URLSearchParams): string {
  const method = (req.method ?? 'GET').toUpperCase();
  if (method !== 'POST') return method;
  const override = req.headers['x-http-method-override'] ?? params.get('x-http-method-override');
  const candidate = typeof override === 'string' ? override.toUpperCase() : method;
  return METHODS.has(candidate) ? candidate : method;
}

/**
 * Any `Authorization: Bearer …` is admin, as in Firebase's emulator (rules-unit-testing sends
 * "Bearer owner"); `?auth=` / `?access_token=` carry a user's ID token.
 */
export function restCaller(req: IncomingMessage, params: URLSearchParams): Caller {
  if (/^Bearer\s+\S/i.test(req.headers.authorization ?? '')) return ADMIN;
  const auth = params.get('auth');
  const accessToken = params.get('access_token');
  if (auth === null && accessToken === null) return ANONYMOUS;
  const result = auth !== null ? decodeCredential(auth, 'auth') : decodeCredential(accessToken, 'gauth');
  if (!result.ok) throw new RestAuthError(`Could not parse auth token: ${result.reason}`);
  return result.caller;
}

/** `/a/b%20c.json` → ["a", "b c"]. */
export function restPath(pathname: string): string[] {
  const withoutSuffix = pathname.slice(0, -'.json'.length);
  let decoded: string;
  try {
    decoded = withoutSuffix.split('/').map(decodeURIComponent).join('/');
  } catch {
    throw new InvalidPathError(`invalid path "${withoutSuffix}": bad percent-encoding`);
  }
  return parsePath(decoded, true);
}
