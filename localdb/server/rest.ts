import type { IncomingMessage, ServerResponse } from 'node:http';
import { PERMISSION_DENIED_TEXT } from '../protocol/constants.ts';
import type { JsonValue } from '../protocol/json.ts';
import { RulesSyntaxError } from '../rules/index.ts';
import { InvalidDataError } from '../tree/from-json.ts';
import { hashNode } from '../tree/hash.ts';
import { emptyJsonObject, getNode, toExportJson, toPlainJson, type TreeNode } from '../tree/node.ts';
import type { ConnectionCap } from './connection-cap.ts';
import { restJson } from './rest-json.ts';
import { nestedDeeperThan } from '../protocol/json-depth.ts';
import { InvalidPathError, MAX_DEPTH } from '../tree/path.ts';
import { nextPushId } from '../tree/push-id.ts';
import type { Caller } from './caller.ts';
import type { Database, Outcome, WriteOptions } from './database.ts';
import { BodyTooLargeError, readBody, sendEmpty, sendError, sendJson } from './http-io.ts';
import type { Namespace } from './namespace.ts';
import { namespaceFromRequest } from './namespace-name.ts';
import { parseRestQuery, RestQueryError } from './rest-query.ts';
import { effectiveMethod, RestAuthError, restCaller, restPath } from './rest-request.ts';
import { buildMergeChanges, buildSetChanges, type Change } from './write-batch.ts';

interface RestContext {
  req: IncomingMessage;
  res: ServerResponse;
  params: URLSearchParams;
  ns: Namespace;
  caller: Caller;
  path: string[];
}

export interface RestOptions {
  maxBodyBytes: number;
  /** The WebSocket endpoint's connection cap, changed at run time through /.settings/maxConnections.json. */
  cap?: ConnectionCap;
}

const RULES_PATH = '/.settings/rules.json';
const CAP_PATH = '/.settings/maxConnections.json';

/** The REST API: `METHOD /<path>.json?ns=…`, plus the emulator's rules endpoint. */
export class RestApi {
  private warnedLongPoll = false;

  constructor(
    private readonly db: Database,
    private readonly options: RestOptions,
  ) {}

  handle(req: IncomingMessage, res: ServerResponse): void {
    this.route(req, res).catch((error: unknown) => this.fail(res, error));
  }

  private async route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method === 'OPTIONS') return sendEmpty(res, 204);
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/.lp')) return this.refuseLongPolling(res);
    const nsName = namespaceFromRequest(url, req.headers.host);
    if (typeof nsName !== 'string') return sendError(res, 400, nsName.error);
    const ns = this.db.namespace(nsName);
    const caller = restCaller(req, url.searchParams);
    const method = effectiveMethod(req, url.searchParams);
    if (url.pathname === RULES_PATH) return this.rules(req, res, ns, caller, method);
    if (url.pathname === CAP_PATH) return this.connectionCap(req, res, nsName, caller, method);
    if (!url.pathname.endsWith('.json')) return sendError(res, 404, `REST paths end in .json, e.g. ${url.pathname.replace(/\/$/, '')}/.json?ns=${nsName}`);
    const context: RestContext = { req, res, params: url.searchParams, ns, caller, path: restPath(url.pathname) };
    switch (method) {
      case 'GET':
        return this.get(context);
      case 'PUT':
        return this.put(context);
      case 'POST':
        return this.post(context);
      case 'PATCH':
        return this.patch(context);
      case 'DELETE':
        return this.remove(context);
      default:
        return sendError(res, 405, `method ${method} is not supported; use GET, PUT, POST, PATCH or DELETE`);
    }
  }

  private get(c: RestContext): void {
    const shallow = c.params.get('shallow') === 'true';
    const query = parseRestQuery(c.params);
    if (shallow && query) throw new RestQueryError('shallow cannot be combined with orderBy or other query parameters');
    const result = this.db.read(c.ns, c.path, query, c.caller);
    if (result.status !== 'ok') return sendError(c.res, 401, PERMISSION_DENIED_TEXT);
    const node = result.node;
    const value = shallow ? shallowJson(node) : c.params.get('format') === 'export' ? toExportJson(node) : restJson(node);
    const headers = c.req.headers['x-firebase-etag'] === 'true' ? { ETag: etagOf(node) } : undefined;
    this.respond(c, value, headers);
  }

  private async put(c: RestContext): Promise<void> {
    const data = await this.body(c);
    const changes = buildSetChanges(c.path, data, this.db.headLookup(c.ns), this.db.now());
    await this.write(c, changes, this.ifMatch(c));
    this.respond(c, changes[0].json);
  }

  private async post(c: RestContext): Promise<void> {
    const data = await this.body(c);
    const now = this.db.now();
    const name = nextPushId(now);
    await this.write(c, buildSetChanges([...c.path, name], data, this.db.headLookup(c.ns), now));
    this.respond(c, { name });
  }

  private async patch(c: RestContext): Promise<void> {
    const data = await this.body(c);
    const changes = buildMergeChanges(c.path, data, this.db.headLookup(c.ns), this.db.now());
    await this.write(c, changes);
    this.respond(c, Object.fromEntries(changes.map((ch) => [ch.path.slice(c.path.length).join('/'), ch.json])));
  }

  private async remove(c: RestContext): Promise<void> {
    await this.write(c, buildSetChanges(c.path, null, () => null, this.db.now()), this.ifMatch(c));
    this.respond(c, null);
  }

  private async rules(req: IncomingMessage, res: ServerResponse, ns: Namespace, caller: Caller, method: string): Promise<void> {
    if (!caller.admin) return sendError(res, 401, 'changing or reading rules needs admin access (Authorization: Bearer owner)');
    if (method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      return void res.end(ns.rules.source ?? '{"rules":{".read":true,".write":true}}');
    }
    if (method !== 'PUT') return sendError(res, 405, 'use GET or PUT on /.settings/rules.json');
    const source = await readBody(req, this.options.maxBodyBytes);
    this.db.setRules(ns, source, 'rules.json');
    sendJson(res, 200, { status: 'ok' });
  }

  /** The emulator's own setting (not hosted Firebase's): the cap `--max-connections` sets, for a test to change. */
  private async connectionCap(req: IncomingMessage, res: ServerResponse, nsName: string, caller: Caller, method: string): Promise<void> {
    if (!caller.admin) return sendError(res, 401, 'changing the connection cap needs admin access (Authorization: Bearer owner)');
    if (!this.options.cap) return sendError(res, 404, 'this server has no connection cap to change');
    const cap = this.options.cap;
    if (method === 'GET') return sendJson(res, 200, { max: cap.currentMax() ?? null, open: cap.openIn(nsName) });
    if (method !== 'PUT') return sendError(res, 405, 'use GET or PUT on /.settings/maxConnections.json');
    const text = await readBody(req, this.options.maxBodyBytes);
    let max: unknown;
    try {
      max = JSON.parse(text);
    } catch {
      max = undefined;
    }
    if (max !== null && !(Number.isInteger(max) && (max as number) >= 1)) return sendError(res, 400, 'the connection cap is a whole number of at least 1, or null for none');
    cap.setMax(max === null ? undefined : (max as number));
    sendJson(res, 200, { max: max as JsonValue, open: cap.openIn(nsName) });
  }

  private async body(c: RestContext): Promise<JsonValue> {
    const text = await readBody(c.req, this.options.maxBodyBytes);
    let data: JsonValue;
    try {
      data = JSON.parse(text) as JsonValue;
    } catch {
      throw new InvalidDataError("Invalid data; couldn't parse JSON object, array, or value.");
    }
    // Before any recursive walk: a PATCH body is one level deeper than the data it writes.
    if (nestedDeeperThan(data, MAX_DEPTH + 1)) throw new InvalidDataError(`Invalid data; it is nested deeper than ${MAX_DEPTH} levels.`);
    return data;
  }

  private write(c: RestContext, changes: Change[], expectedHash?: WriteOptions['expectedHash']): Promise<void> {
    return new Promise((resolve, reject) =>
      this.db.write(c.ns, changes, c.caller, { expectedHash }, (outcome) => (outcome.status === 'ok' ? resolve() : reject(new WriteRefused(outcome, c)))),
    );
  }

  /**
   * `if-match` makes a PUT or DELETE the same compare-and-set as a transaction: the database checks
   * the write and read rules first, and only then the ETag, so a 412 (which carries the current
   * value, as Firebase's does) goes only to a caller who may read that value.
   */
  private ifMatch(c: RestContext): WriteOptions['expectedHash'] {
    const etag = c.req.headers['if-match'];
    if (typeof etag !== 'string') return undefined;
    return { path: c.path, hash: etag === NULL_ETAG ? hashNode(null) : etag };
  }

  private respond(c: RestContext, value: JsonValue, headers?: Record<string, string>): void {
    const print = c.params.get('print');
    if (print === 'silent') return sendEmpty(c.res, 204, headers);
    sendJson(c.res, 200, value, print === 'pretty', headers);
  }

  private refuseLongPolling(res: ServerResponse): void {
    if (!this.warnedLongPoll) {
      this.warnedLongPoll = true;
      console.warn('localdb: a browser tried long polling (/.lp), which this server does not serve. The app must call forceWebSockets() from firebase/database before getDatabase().');
    }
    sendError(res, 404, 'long polling is not supported by the local database; call forceWebSockets() before getDatabase()');
  }

  private fail(res: ServerResponse, error: unknown): void {
    if (res.headersSent) return void res.end();
    if (error instanceof WriteRefused) {
      const { outcome } = error;
      if (outcome.status === 'permission_denied') return sendError(res, 401, PERMISSION_DENIED_TEXT);
      if (outcome.status === 'datastale') return preconditionFailed(error.context);
      return sendError(res, outcome.status === 'write_failed' ? 500 : 400, outcome.status === 'ok' ? '' : outcome.message);
    }
    if (error instanceof RestAuthError) return sendError(res, 401, error.message);
    if (error instanceof BodyTooLargeError) return sendError(res, 413, error.message);
    if (error instanceof RulesSyntaxError) return sendError(res, 400, error.message);
    if (error instanceof InvalidDataError || error instanceof InvalidPathError || error instanceof RestQueryError) return sendError(res, 400, error.message);
    console.error('localdb: internal error in a REST request:', error);
    sendError(res, 500, `internal server error: ${(error as Error).message}`);
  }
}

class WriteRefused extends Error {
  constructor(
    readonly outcome: Outcome,
    readonly context: RestContext,
  ) {
    super(outcome.status === 'ok' ? 'ok' : outcome.message);
  }
}

/** Only reached after the database allowed the caller to read the location (see `ifMatch`). */
function preconditionFailed(c: RestContext): void {
  const node = getNode(c.ns.root, c.path);
  sendJson(c.res, 412, restJson(node), false, { ETag: etagOf(node) });
}

function shallowJson(node: TreeNode | null): JsonValue {
  if (node === null || node.kind === 'leaf') return toPlainJson(node);
  const out = emptyJsonObject();
  for (const [key, child] of node.children) out[key] = child.kind === 'leaf' ? child.value : true;
  return out;
}

const NULL_ETAG = 'null_etag';

function etagOf(node: TreeNode | null): string {
  return node === null ? NULL_ETAG : hashNode(node);
}
