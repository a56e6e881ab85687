import { PROTOCOL_VERSION, type StatusCode } from './constants.ts';
import { nestedDeeperThan } from './json-depth.ts';
import { MAX_DEPTH } from './constants.ts';
import { isJsonObject, type JsonObject, type JsonValue } from './json.ts';

/** One client message after reassembly: a control frame (`t:"c"`) or a data request (`t:"d"`). */
export type ClientMessage =
  | { kind: 'control'; type: string; data: JsonValue }
  | { kind: 'request'; r: number | null; action: string; body: JsonObject }
  /** A well-formed request the server refuses outright (nested too deep); answered, not dropped. */
  | { kind: 'refused'; r: number | null; reason: string };

/**
 * Deepest nesting a message may have: the envelope `{t, d: {b: {d: …}}}` plus the deepest data a
 * write may carry. fromJson then applies the exact limit, which depends on the write's path.
 */
export const MAX_MESSAGE_DEPTH = MAX_DEPTH + 4;

export class ProtocolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProtocolError';
  }
}

/** Parses and shape-checks one message; throws ProtocolError with a reason the client log can show. */
export function decodeClientMessage(text: string): ClientMessage {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ProtocolError('frame is not valid JSON');
  }
  if (!isJsonObject(parsed)) throw new ProtocolError('message must be a JSON object {"t":..,"d":..}');
  const payload = parsed.d;
  if (!isJsonObject(payload)) throw new ProtocolError('message field "d" must be an object');
  if (nestedDeeperThan(parsed, MAX_MESSAGE_DEPTH)) return tooDeep(parsed.t, payload);
  if (parsed.t === 'c') {
    if (typeof payload.t !== 'string') throw new ProtocolError('control message needs a string "t"');
    return { kind: 'control', type: payload.t, data: payload.d ?? null };
  }
  if (parsed.t === 'd') return decodeRequest(payload);
  throw new ProtocolError('message field "t" must be "c" or "d"');
}

function tooDeep(type: JsonValue | undefined, payload: JsonObject): ClientMessage {
  const reason = `message is nested deeper than ${MAX_MESSAGE_DEPTH} levels; data may be at most ${MAX_DEPTH} levels deep`;
  const r = payload.r;
  if (type !== 'd' || typeof r !== 'number' || !Number.isSafeInteger(r)) throw new ProtocolError(reason);
  return { kind: 'refused', r, reason };
}

function decodeRequest(payload: JsonObject): ClientMessage {
  const { r, a, b } = payload;
  if (typeof a !== 'string') throw new ProtocolError('request needs a string action "a"');
  if (r !== undefined && (typeof r !== 'number' || !Number.isSafeInteger(r))) {
    throw new ProtocolError('request number "r" must be an integer');
  }
  const body = b === undefined || b === null ? {} : b;
  if (!isJsonObject(body)) throw new ProtocolError('request body "b" must be an object');
  return { kind: 'request', r: r ?? null, action: a, body };
}

export function helloFrame(now: number, host: string, sessionId: string): string {
  return JSON.stringify({ t: 'c', d: { t: 'h', d: { ts: now, v: PROTOCOL_VERSION, h: host, s: sessionId } } });
}

/** The `d` key must be present: the SDK ignores a pong without it. */
export const PONG_FRAME = '{"t":"c","d":{"t":"o","d":null}}';

/** Tells the client to stop reconnecting and log the reason. */
export function shutdownFrame(reason: string): string {
  return JSON.stringify({ t: 'c', d: { t: 's', d: reason } });
}

export function replyFrame(r: number, status: StatusCode, data: JsonValue): string {
  return JSON.stringify({ t: 'd', d: { r, b: { s: status, d: data } } });
}

/** A server push. `bodyJson` is already serialised so one fan-out can share it between connections. */
export function pushFrame(action: string, bodyJson: string): string {
  return `{"t":"d","d":{"a":${JSON.stringify(action)},"b":${bodyJson}}}`;
}

/** Body of a `d` or `m` push; `p` goes without the leading slash, as production sends it. */
export function dataPushBody(path: string, dataJson: string, tag?: number): string {
  const p = JSON.stringify(path.replace(/^\//, ''));
  return tag === undefined ? `{"p":${p},"d":${dataJson}}` : `{"p":${p},"d":${dataJson},"t":${tag}}`;
}
