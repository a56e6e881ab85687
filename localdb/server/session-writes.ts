import type { JsonObject, JsonValue } from '../protocol/json.ts';
import { InvalidDataError } from '../tree/from-json.ts';
import type { getNode } from '../tree/node.ts';
import { InvalidPathError, parsePath } from '../tree/path.ts';
import type { QueuedSet } from './on-disconnect-queue.ts';
import type { Session } from './session.ts';
import { requirePath } from './session-reads.ts';
import { buildMergeChanges, buildSetChanges, type Change } from './write-batch.ts';

function writablePath(body: JsonObject): string[] {
  if (typeof body.p !== 'string') throw new InvalidPathError('request needs a string path "p"');
  return parsePath(body.p, true);
}

function requireData(body: JsonObject): JsonValue {
  if (!('d' in body)) throw new InvalidDataError('request needs data "d" (null deletes)');
  return body.d;
}

function lookup(session: Session): (path: readonly string[]) => ReturnType<typeof getNode> {
  return session.db.headLookup(session.ns);
}

/** `p`: a set, or with `h` a transaction's compare-and-set. */
export function handlePut(session: Session, r: number | null, body: JsonObject): void {
  const path = writablePath(body);
  const changes = buildSetChanges(path, requireData(body), lookup(session), session.db.now());
  const expectedHash = typeof body.h === 'string' ? { path, hash: body.h } : undefined;
  session.submitWrite(r, (done) => session.db.write(session.ns, changes, session.caller, { expectedHash }, done));
}

/** `m`: a multi-path update; one denied path refuses the whole update. */
export function handleMerge(session: Session, r: number | null, body: JsonObject): void {
  const changes = buildMergeChanges(requirePath(body), requireData(body), lookup(session), session.db.now());
  session.submitWrite(r, (done) => session.db.write(session.ns, changes, session.caller, {}, done));
}

/**
 * `o`: rules are checked now, with the current identity, so the client hears at once if the write
 * could never run; they are checked again when the socket closes (see runOnDisconnect).
 */
export function handleOnDisconnectPut(session: Session, r: number | null, body: JsonObject): void {
  const path = writablePath(body);
  const data = requireData(body);
  queueIfAllowed(session, r, buildSetChanges(path, data, lookup(session), session.db.now()), [{ path, data }]);
}

export function handleOnDisconnectMerge(session: Session, r: number | null, body: JsonObject): void {
  const base = requirePath(body);
  const data = requireData(body);
  const changes = buildMergeChanges(base, data, lookup(session), session.db.now());
  const sets = Object.entries(data as JsonObject).map(([rel, value]) => ({ path: [...base, ...parsePath(rel, true)], data: value }));
  queueIfAllowed(session, r, changes, sets);
}

export function handleOnDisconnectCancel(session: Session, r: number | null, body: JsonObject): void {
  session.onDisconnect.cancel(requirePath(body));
  session.replyOk(r);
}

function queueIfAllowed(session: Session, r: number | null, changes: Change[], sets: QueuedSet[]): void {
  const checked = session.db.checkWrite(session.ns, changes, session.caller);
  if (checked.status !== 'ok') return session.reply(r, checked.status, checked.message);
  session.onDisconnect.add(sets);
  session.replyOk(r);
}

/**
 * Runs a closed session's queued writes as one atomic write, server values resolved now, and
 * judged by the rules again against the data as it is now, with the identity the connection
 * last had: registration may have closed, a judge been revoked or a round posted since the
 * writes were queued. A refusal drops them all, just as a denied multi-path write is dropped whole.
 */
export function runOnDisconnect(session: Session): void {
  const sets = session.onDisconnect.takeAll();
  if (sets.length === 0) return;
  const now = session.db.now();
  try {
    const changes = sets.flatMap((s) => buildSetChanges(s.path, s.data, lookup(session), now));
    session.db.write(session.ns, changes, session.caller, {}, (outcome) => {
      if (outcome.status !== 'ok') console.warn(`localdb: onDisconnect writes of session ${session.id} were not applied: ${outcome.message}`);
    });
  } catch (error) {
    console.error(`localdb: onDisconnect writes of session ${session.id} were invalid: ${(error as Error).message}`);
  }
}
