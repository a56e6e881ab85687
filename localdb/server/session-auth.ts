import { Status } from '../protocol/constants.ts';
import type { JsonObject, JsonValue } from '../protocol/json.ts';
import { decodeCredential } from './auth-token.ts';
import { ANONYMOUS } from './caller.ts';
import type { Session } from './session.ts';

export function handleAuth(session: Session, r: number | null, body: JsonObject, kind: 'auth' | 'gauth'): void {
  const result = decodeCredential(body.cred, kind);
  if (!result.ok) return session.reply(r, Status.invalidToken, `invalid token: ${result.reason}`);
  session.caller = result.caller;
  const claims = (result.claims ?? null) as JsonValue;
  const expires = result.claims && typeof result.claims.exp === 'number' ? result.claims.exp : null;
  session.replyOk(r, { auth: claims, expires });
  revokeDeniedListens(session);
}

export function handleUnauth(session: Session, r: number | null): void {
  session.caller = ANONYMOUS;
  session.replyOk(r, 'unauthenticated');
  revokeDeniedListens(session);
}

/** After an identity change, listens the new identity may not read are cancelled on the client. */
function revokeDeniedListens(session: Session): void {
  for (const listen of [...session.listens.values()]) {
    if (session.db.checkRead(session.ns, listen.path, listen.query, session.caller)) session.revoke(listen);
  }
}
