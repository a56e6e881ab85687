import { Action, Status } from '../protocol/constants.ts';
import type { JsonObject } from '../protocol/json.ts';
import { isClientError } from './errors.ts';
import type { Session } from './session.ts';
import { handleAuth, handleUnauth } from './session-auth.ts';
import { handleGet, handleListen, handleUnlisten } from './session-reads.ts';
import { handleMerge, handleOnDisconnectCancel, handleOnDisconnectMerge, handleOnDisconnectPut, handlePut } from './session-writes.ts';

type Handler = (session: Session, r: number | null, body: JsonObject) => void;

const ok: Handler = (session, r) => session.replyOk(r);

const HANDLERS: Readonly<Record<string, Handler>> = {
  [Action.auth]: (s, r, b) => handleAuth(s, r, b, 'auth'),
  [Action.gauth]: (s, r, b) => handleAuth(s, r, b, 'gauth'),
  [Action.unauth]: handleUnauth,
  // App Check is not enforced locally; the SDK only needs an answer.
  [Action.appCheck]: ok,
  [Action.unAppCheck]: ok,
  [Action.stats]: ok,
  [Action.listen]: handleListen,
  [Action.unlisten]: handleUnlisten,
  [Action.get]: handleGet,
  [Action.put]: handlePut,
  [Action.merge]: handleMerge,
  [Action.onDisconnectPut]: handleOnDisconnectPut,
  [Action.onDisconnectMerge]: handleOnDisconnectMerge,
  [Action.onDisconnectCancel]: handleOnDisconnectCancel,
};

/** Runs one data request. A bad request gets an error answer; the connection stays up. */
export function handleRequest(session: Session, r: number | null, action: string, body: JsonObject): void {
  // Own keys only: an action named "constructor" or "toString" must not find Object.prototype's.
  const handler = Object.hasOwn(HANDLERS, action) ? HANDLERS[action] : undefined;
  if (!handler) return session.reply(r, Status.invalidRequest, `unknown action "${action}"`);
  try {
    handler(session, r, body);
  } catch (error) {
    if (isClientError(error)) return session.reply(r, Status.invalidData, error.message);
    console.error(`localdb: internal error handling "${action}" for session ${session.id}:`, error);
    session.reply(r, Status.unavailable, `internal server error: ${(error as Error).message}`);
  }
}
