import { Push, Status } from '../protocol/constants.ts';
import type { JsonObject, JsonValue } from '../protocol/json.ts';
import { pushFrame } from '../protocol/messages.ts';
import { pathToString } from '../tree/path.ts';
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
  for (const [key, listen] of session.listens) {
    if (!session.db.checkRead(session.ns, listen.path, listen.query, session.caller)) continue;
    session.listens.delete(key);
    session.ns.listens.remove(listen);
    // `q` must be an array of query objects: the client joins their unique keys into the listen id.
    const body = listen.tag === null ? { p: pathToString(listen.path) } : { p: pathToString(listen.path), q: [listen.wireQuery] };
    session.send(pushFrame(Push.listenRevoked, JSON.stringify(body)));
  }
}
