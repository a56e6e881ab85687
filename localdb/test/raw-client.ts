import WebSocket from 'ws';

/** One decoded server message, after joining multi-frame messages. */
export type ServerMessage = { t: 'c' | 'd'; d: Record<string, unknown> };

/** A bare protocol client: sends hand-made frames, records what the server answers. */
export class RawClient {
  readonly messages: ServerMessage[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private nextRequest = 1;
  private pendingFrames = 0;
  private parts: string[] = [];

  private waiters = new Set<() => void>();
  private isClosed = false;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => this.onFrame(data.toString()));
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => {
        this.isClosed = true;
        this.wake();
        resolve({ code, reason: reason.toString() });
      }),
    );
    ws.on('error', () => undefined);
  }

  static async connect(port: number, ns = 'demo-x-default-rtdb'): Promise<RawClient> {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/.ws?v=5&ns=${ns}`);
    const client = new RawClient(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    await client.waitFor((m) => m.t === 'c' && (m.d as { t?: string }).t === 'h', 'the hello');
    return client;
  }

  sendFrame(text: string): void {
    this.ws.send(text);
  }

  /** Sends a data request and resolves with its `{s, d}` answer. */
  async request(action: string, body: Record<string, unknown>): Promise<{ s: string; d: unknown }> {
    const r = this.nextRequest++;
    this.sendFrame(JSON.stringify({ t: 'd', d: { r, a: action, b: body } }));
    const reply = await this.waitFor((m) => m.t === 'd' && m.d.r === r, `the reply to ${action} #${r}`);
    return reply.d.b as { s: string; d: unknown };
  }

  /** Data pushes (`a` = d, m, c, …) received so far. */
  pushes(action?: string): { a: string; b: Record<string, unknown> }[] {
    return this.messages
      .filter((m) => m.t === 'd' && typeof m.d.a === 'string' && (action === undefined || m.d.a === action))
      .map((m) => m.d as { a: string; b: Record<string, unknown> });
  }

  /** Resolves with the first matching message; rejects if the socket closes or time runs out first. */
  waitFor(predicate: (m: ServerMessage) => boolean, what: string, timeoutMs = 5000): Promise<ServerMessage> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.messages.find(predicate);
        if (found) finish(() => resolve(found));
        else if (this.isClosed) finish(() => reject(new Error(`connection closed while waiting for ${what}`)));
      };
      const timer = setTimeout(() => finish(() => reject(new Error(`timed out waiting for ${what}`))), timeoutMs);
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        this.waiters.delete(check);
        settle();
      };
      this.waiters.add(check);
      check();
    });
  }

  private wake(): void {
    for (const check of [...this.waiters]) check();
  }

  close(): void {
    this.ws.terminate();
  }

  private onFrame(frame: string): void {
    if (this.pendingFrames === 0 && /^\d{1,6}$/.test(frame)) {
      this.pendingFrames = Number(frame);
      return;
    }
    if (this.pendingFrames > 0) {
      this.parts.push(frame);
      if (this.parts.length < this.pendingFrames) return;
      frame = this.parts.join('');
      this.parts = [];
      this.pendingFrames = 0;
    }
    this.messages.push(JSON.parse(frame) as ServerMessage);
    this.wake();
  }
}

/** An unsigned JWT like the SDK's mockUserToken / the Auth emulator's tokens. */
export function unsignedJwt(claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', type: 'JWT' })}.${encode({ iat: 0, exp: 3600, ...claims })}.`;
}
