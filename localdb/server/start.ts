import fs from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { JsonValue } from '../protocol/json.ts';
import { allowAllRules, compileRules } from '../rules/index.ts';
import type { LogFileIo } from '../storage/append-log.ts';
import { DurableStore } from '../storage/durable-store.ts';
import { ConnectionCap } from './connection-cap.ts';
import { Database } from './database.ts';
import type { RuleSet } from './namespace.ts';
import { RestApi } from './rest.ts';
import { DEFAULT_LIMITS, type SessionLimits } from './session.ts';
import { WsEndpoint } from './ws-server.ts';

export interface LocalDbOptions {
  /** 0 picks a free port. Default 9000. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** PEM certificate and key: serve https and wss instead of http and ws. */
  tls?: { cert: string | Buffer; key: string | Buffer };
  /** Data folder. Omitted: a fresh temporary folder, deleted by close(). */
  dataDir?: string;
  /** Text of database.rules.json for every namespace. Omitted or null: everything allowed. */
  rulesSource?: string | null;
  rulesFileName?: string;
  /** Data given to each namespace the data folder has never held. */
  seed?: JsonValue | null;
  limits?: Partial<SessionLimits>;
  heartbeatMs?: number;
  snapshotAfterBytes?: number;
  /** Writes wait while a snapshot runs once the log holds this many bytes (default 4× snapshotAfterBytes). */
  maxLogBytes?: number;
  /** File operations of the write log; the fault-injection tests use it to simulate a full disk. */
  logIo?: LogFileIo;
  maxRestBodyBytes?: number;
  /** Log every rules denial with the rule's reason (useful while writing rules). */
  logDenials?: boolean;
  /** Refuse a namespace's connection beyond this many open ones, as Firebase's free plan does (100). */
  maxConnections?: number;
}

export interface LocalDb {
  readonly port: number;
  readonly host: string;
  /** `http://host:port`, e.g. for fetch; SDK clients use host and port with connectDatabaseEmulator. */
  readonly url: string;
  readonly dataDir: string;
  readonly database: Database;
  /** Number of open WebSocket connections. */
  connectionCount(): number;
  /** Changes the cap on each namespace's connections (undefined: none) for connections that join from now on. */
  setMaxConnections(max: number | undefined): void;
  close(): Promise<void>;
}

export class PortInUseError extends Error {
  constructor(host: string, port: number) {
    super(`port ${port} on ${host} is already in use (another local database or emulator is running?); stop it or choose another --port`);
    this.name = 'PortInUseError';
  }
}

/** Starts a server. Throws RulesSyntaxError for bad rules, PortInUseError, DataDirInUseError. */
export async function startLocalDb(options: LocalDbOptions = {}): Promise<LocalDb> {
  const host = options.host ?? '127.0.0.1';
  const rules = compileRuleSet(options);
  const temporary = options.dataDir === undefined;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'localdb-'));
  const { store, recovered } = await DurableStore.open({
    dir: dataDir,
    snapshotAfterBytes: options.snapshotAfterBytes,
    maxLogBytes: options.maxLogBytes,
    logIo: options.logIo,
  });
  const database = new Database({
    store,
    initialTrees: recovered.trees,
    defaultRules: rules,
    seed: options.seed ?? null,
    onDenied: options.logDenials ? (what, d) => console.warn(`localdb: denied ${what}: ${d.reason}`) : undefined,
  });
  const cap = new ConnectionCap(options.maxConnections);
  const rest = new RestApi(database, { maxBodyBytes: options.maxRestBodyBytes ?? 256 * 1024 * 1024, cap });
  // With a certificate the same endpoints go over https/wss (venue mode, `--tls`).
  const handler = (req: IncomingMessage, res: ServerResponse) => rest.handle(req, res);
  // An https.Server is an http.Server over TLS (same events and methods); its type only lacks the relation.
  const http = (options.tls ? createHttpsServer({ cert: options.tls.cert, key: options.tls.key }, handler) : createServer(handler)) as Server;
  const ws = new WsEndpoint(http, database, { limits: { ...DEFAULT_LIMITS, ...options.limits }, heartbeatMs: options.heartbeatMs ?? 30_000, cap });
  try {
    await listen(http, options.port ?? 9000, host);
  } catch (error) {
    ws.close();
    await store.close();
    throw error;
  }
  const port = (http.address() as { port: number }).port;
  let closing: Promise<void> | null = null;
  return {
    port,
    host,
    url: `${options.tls ? 'https' : 'http'}://${host}:${port}`,
    dataDir,
    database,
    connectionCount: () => ws.sessions.size,
    setMaxConnections: (max) => cap.setMax(max),
    close: () =>
      (closing ??= (async () => {
        ws.close();
        http.closeAllConnections();
        await new Promise<void>((resolve) => http.close(() => resolve()));
        await store.close();
        if (temporary) fs.rmSync(dataDir, { recursive: true, force: true });
      })()),
  };
}

function compileRuleSet(options: LocalDbOptions): RuleSet {
  if (options.rulesSource === undefined || options.rulesSource === null) return { engine: allowAllRules(), source: null };
  return { engine: compileRules(options.rulesSource, options.rulesFileName ?? 'database.rules.json'), source: options.rulesSource };
}

function listen(http: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? new PortInUseError(host, port) : error);
    http.once('error', onError);
    http.listen(port, host, () => {
      http.off('error', onError);
      resolve();
    });
  });
}
