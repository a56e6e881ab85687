import { PERMISSION_DENIED_TEXT, Status } from '../protocol/constants.ts';
import type { JsonObject } from '../protocol/json.ts';
import { parseQueryObject, QueryObjectError } from '../protocol/query-object.ts';
import { toExportJson } from '../tree/node.ts';
import { InvalidPathError, parsePath } from '../tree/path.ts';
import { initialPush } from './fanout.ts';
import { listenKey } from './listen-key.ts';
import type { Listen } from './listen-registry.ts';
import type { Session } from './session.ts';

export function requirePath(body: JsonObject): string[] {
  if (typeof body.p !== 'string') throw new InvalidPathError('request needs a string path "p"');
  return parsePath(body.p);
}

/**
 * `q`: check read rules, register, push the current data, then answer ok. The data must come
 * first: the ok marks the client's cache complete with whatever it holds.
 */
export function handleListen(session: Session, r: number | null, body: JsonObject): void {
  const path = requirePath(body);
  const tag = typeof body.t === 'number' ? body.t : null;
  // Without a tag the client treats pushes as the whole location, so never filter them.
  const query = tag === null ? null : parseQueryObject(body.q);
  if (tag !== null && query === null) throw new QueryObjectError('a tagged listen needs a query "q"');
  if (session.db.checkRead(session.ns, path, query, session.caller)) {
    return session.reply(r, Status.permissionDenied, PERMISSION_DENIED_TEXT);
  }
  const key = listenKey(path, tag);
  const previous = session.listens.get(key);
  if (previous) session.ns.listens.remove(previous);
  else if (session.listens.size >= session.limits.maxListens) {
    return session.reply(r, Status.invalidRequest, `too many listens on one connection (limit ${session.limits.maxListens})`);
  }
  const listen: Listen = { sink: session, path, tag, query, wireQuery: body.q ?? null, lastHash: null };
  session.listens.set(key, listen);
  session.ns.listens.add(listen);
  const { push, hash } = initialPush(session.ns, listen);
  listen.lastHash = hash;
  if (body.h !== hash) session.deliver(push);
  session.replyOk(r, {});
}

export function handleUnlisten(session: Session, r: number | null, body: JsonObject): void {
  const path = requirePath(body);
  const tag = typeof body.t === 'number' ? body.t : null;
  const key = listenKey(path, tag);
  const listen = session.listens.get(key);
  if (listen) {
    session.listens.delete(key);
    session.ns.listens.remove(listen);
  }
  session.replyOk(r);
}

/** `g`: the server evaluates the query, because the client does not filter a get's answer. */
export function handleGet(session: Session, r: number | null, body: JsonObject): void {
  const path = requirePath(body);
  const result = session.db.read(session.ns, path, parseQueryObject(body.q), session.caller);
  if (result.status !== 'ok') return session.reply(r, result.status, result.message);
  session.replyOk(r, toExportJson(result.node));
}
