import { nestedDeeperThan } from '../protocol/json-depth.ts';
import { MAX_DEPTH } from '../tree/path.ts';
import type { Caller } from './caller.ts';

// Tokens are decoded, never verified: the Auth emulator and connectDatabaseEmulator's mockUserToken
// send unsigned JWTs (alg "none") that are already expired, and Firebase's own emulator accepts them.

export type TokenResult = { ok: true; caller: Caller; claims: Record<string, unknown> | null } | { ok: false; reason: string };

const OWNER = 'owner';

/**
 * `auth` carries a user's ID token; `gauth` an admin credential. "owner" is admin in either.
 * A gauth credential that is not a JWT counts as admin (a Google OAuth access token).
 */
export function decodeCredential(cred: unknown, kind: 'auth' | 'gauth'): TokenResult {
  if (typeof cred !== 'string' || cred === '') return { ok: false, reason: 'the credential must be a non-empty string' };
  if (cred === OWNER) return { ok: true, caller: { admin: true, auth: null }, claims: null };
  const claims = decodeJwtPayload(cred);
  if (claims === null) {
    if (kind === 'gauth') return { ok: true, caller: { admin: true, auth: null }, claims: null };
    return { ok: false, reason: 'the credential is not a JWT (expected header.payload.signature with a base64url JSON payload)' };
  }
  // Rules read claims recursively (auth.token.…), so refuse absurd nesting here, not deep in a rule.
  if (nestedDeeperThan(claims, MAX_DEPTH)) return { ok: false, reason: `the token's claims are nested deeper than ${MAX_DEPTH} levels` };
  const uid = typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : typeof claims.user_id === 'string' ? claims.user_id : '';
  if (uid === '') return { ok: false, reason: 'the token has neither a "sub" nor a "user_id" claim' };
  const firebase = claims.firebase as { sign_in_provider?: unknown } | undefined;
  const provider = typeof firebase?.sign_in_provider === 'string' ? firebase.sign_in_provider : undefined;
  return { ok: true, caller: { admin: false, auth: { uid, provider, token: claims } }, claims };
}

function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !/^[A-Za-z0-9_-]+={0,2}$/.test(parts[1])) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
