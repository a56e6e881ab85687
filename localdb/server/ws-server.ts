import { randomBytes } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { helloFrame } from '../protocol/messages.ts';
import { ConnectionCap, peakConnectionsFrame } from './connection-cap.ts';
import type { Database } from './database.ts';
import { FairTurns } from './fair-turns.ts';
import { namespaceFromRequest } from './namespace-name.ts';
import { Session, type Connection, type SessionLimits } from './session.ts';

export interface WsOptions {
  limits: SessionLimits;
  /** Protocol ping interval; a socket that misses one pong is dropped (half-open connections). */
  heartbeatMs: number;
  /** Simultaneous connections per namespace, as on Firebase's free plan; undefined: no cap. */
  maxConnections?: number;
  /** A cap shared with the REST API's /.settings/maxConnections.json (replaces maxConnections). */
  cap?: ConnectionCap;
}

/** Serves `/.ws?v=5&ns=…` on an HTTP server; every other upgrade is refused. */
export class WsEndpoint {
  private readonly wss: WebSocketServer;
  readonly sessions = new Map<WebSocket, Session>();
  private readonly alive = new WeakSet<WebSocket>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly cap: ConnectionCap;
  private readonly turns = new FairTurns();

  constructor(
    http: Server,
    private readonly db: Database,
    private readonly options: WsOptions,
  ) {
    // A single frame can never need more bytes than the whole-message limit allows; ws refuses it with 1009.
    this.cap = options.cap ?? new ConnectionCap(options.maxConnections);
    this.wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: options.limits.maxMessageChars });
    http.on('upgrade', (req, socket, head) => this.upgrade(req, socket, head));
    this.heartbeat = setInterval(() => this.checkAlive(), options.heartbeatMs);
    this.heartbeat.unref();
  }

  close(): void {
    clearInterval(this.heartbeat);
    // End sessions first so their onDisconnect writes reach the log before it closes.
    for (const [ws, session] of this.sessions) {
      session.ended();
      ws.terminate();
    }
    this.wss.close();
  }

  private upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/.ws') {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Type: text/plain\r\n\r\nWebSocket endpoint is /.ws?v=5&ns=<namespace>\n');
      return;
    }
    socket.on('error', () => socket.destroy());
    this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws, socket, req, url));
  }

  private accept(ws: WebSocket, socket: Duplex, req: IncomingMessage, url: URL): void {
    const nsName = namespaceFromRequest(url, req.headers.host);
    if (typeof nsName !== 'string') {
      ws.close(1008, nsName.error);
      return;
    }
    if (!this.cap.admit(nsName)) {
      ws.send(peakConnectionsFrame(nsName));
      ws.close();
      return;
    }
    let corked = false;
    const uncork = () => {
      corked = false;
      socket.uncork();
    };
    const connection: Connection = {
      // Frames sent in one task (a listen's data and its answer, a turn's requests) leave in one
      // socket write when the task ends, not one system call each.
      send: (text) => {
        if (!corked) {
          corked = true;
          socket.cork();
          process.nextTick(uncork);
        }
        ws.send(text);
      },
      close: (code, reason) => ws.close(code, reason),
      get bufferedAmount() {
        return ws.bufferedAmount;
      },
      // One socket write for a slice of pushes (session.ts), not one per frame.
      cork: () => socket.cork(),
      uncork: () => socket.uncork(),
    };
    const session = new Session(randomBytes(6).toString('hex'), this.db.namespace(nsName), this.db, connection, this.options.limits, this.turns);
    this.sessions.set(ws, session);
    this.alive.add(ws);
    ws.on('message', (data, isBinary) => {
      const text = isBinary ? '' : data.toString();
      this.turns.run(session, () => session.receive(text));
    });
    ws.on('pong', () => this.alive.add(ws));
    ws.on('error', () => ws.terminate());
    ws.on('close', () => {
      this.sessions.delete(ws);
      this.cap.release(nsName);
      this.turns.finish(session);
      session.ended();
    });
    // Echo the Host header exactly: clients keep it for reconnects.
    ws.send(helloFrame(this.db.now(), req.headers.host ?? `127.0.0.1`, session.id));
  }

  private checkAlive(): void {
    for (const ws of this.sessions.keys()) {
      if (!this.alive.has(ws)) {
        ws.terminate();
        continue;
      }
      this.alive.delete(ws);
      ws.ping();
    }
  }
}
