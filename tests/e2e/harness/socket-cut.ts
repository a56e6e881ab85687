// Every database WebSocket of one browser context goes through here, so a test can cut it (both sides closed,
// new connections refused: a dropped link) or stall it (nothing passes either way, nothing closes: a server
// that stops answering), without touching navigator.onLine. Restoring passes held messages on in order.
import type { BrowserContext, WebSocketRoute } from 'playwright-core';

type Mode = 'open' | 'cut' | 'stalled';

export class SocketCut {
  private mode: Mode = 'open';
  private readonly open = new Map<WebSocketRoute, WebSocketRoute>();
  private held: Array<() => void> = [];

  private constructor() {}

  /** Install before the page opens its first WebSocket. */
  static async install(context: BrowserContext): Promise<SocketCut> {
    const link = new SocketCut();
    await context.routeWebSocket(() => true, (socket) => link.route(socket));
    return link;
  }

  private route(socket: WebSocketRoute): void {
    if (this.mode === 'cut') {
      void socket.close({ code: 1001, reason: 'link cut' }).catch(() => {});
      return;
    }
    const server = socket.connectToServer();
    this.open.set(socket, server);
    socket.onMessage((message) => this.pass(() => server.send(message)));
    server.onMessage((message) => this.pass(() => socket.send(message)));
    socket.onClose((code, reason) => {
      this.open.delete(socket);
      void server.close({ code, reason }).catch(() => {});
    });
    server.onClose((code, reason) => {
      this.open.delete(socket);
      void socket.close({ code, reason }).catch(() => {});
    });
  }

  private pass(send: () => void): void {
    if (this.mode === 'stalled') this.held.push(send);
    else send();
  }

  async cut(): Promise<void> {
    this.mode = 'cut';
    this.held = [];
    const sockets = [...this.open];
    this.open.clear();
    for (const [page, server] of sockets) {
      // The server side is a real WebSocket opened by the page, whose close() takes only 1000 or 3000-4999.
      await server.close({ code: 1000, reason: 'link cut' }).catch(() => {});
      await page.close({ code: 1001, reason: 'link cut' }).catch(() => {});
    }
  }

  stall(): void {
    this.mode = 'stalled';
  }

  restore(): void {
    this.mode = 'open';
    for (const send of this.held.splice(0)) {
      try {
        send();
      } catch {
        // The socket closed meanwhile; the SDK sends again on its next connection.
      }
    }
  }
}
