// Takes a browser context off the network the way a venue's Wi-Fi drops: HTTP fails (setOffline) and the
// open database WebSocket closes. Chromium's offline emulation alone leaves established WebSockets
// running, so every WebSocket of the context goes through a route this switch can cut.
import type { BrowserContext, WebSocketRoute } from 'playwright-core';

export class NetworkSwitch {
  private online = true;
  /** Each open socket: the page's side and the server's side. */
  private readonly open = new Map<WebSocketRoute, WebSocketRoute>();

  private constructor(private readonly context: BrowserContext) {}

  /** Install before the page opens its first WebSocket. */
  static async install(context: BrowserContext): Promise<NetworkSwitch> {
    const network = new NetworkSwitch(context);
    await context.routeWebSocket(() => true, (socket) => network.route(socket));
    return network;
  }

  private route(socket: WebSocketRoute): void {
    if (!this.online) {
      // A connection attempt while offline fails at once, as it does without a network.
      void socket.close({ code: 1001, reason: 'offline' });
      return;
    }
    const server = socket.connectToServer();
    this.open.set(socket, server);
    // With close handlers set, each side's closing is passed on here instead of by Playwright.
    socket.onClose((code, reason) => {
      this.open.delete(socket);
      void server.close({ code, reason }).catch(() => {});
    });
    server.onClose((code, reason) => {
      this.open.delete(socket);
      void socket.close({ code, reason }).catch(() => {});
    });
  }

  async goOffline(): Promise<void> {
    this.online = false;
    await this.context.setOffline(true);
    const sockets = [...this.open];
    this.open.clear();
    for (const [page, server] of sockets) {
      await server.close({ code: 1001, reason: 'offline' }).catch(() => {});
      await page.close({ code: 1001, reason: 'offline' }).catch(() => {});
    }
  }

  async goOnline(): Promise<void> {
    this.online = true;
    await this.context.setOffline(false);
  }
}
