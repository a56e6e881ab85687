// Counts the bytes every SDK connection of this process receives. In Node the database SDK opens its
// WebSockets with faye-websocket's Client, taken when the SDK module loads, so this must run before
// firebase/database is first imported.
import { createRequire } from 'node:module';

interface FayeMessage {
  data: string | Buffer;
}
interface FayeClient {
  on(event: 'message', listener: (message: FayeMessage) => void): void;
}
type FayeClientClass = new (...args: unknown[]) => FayeClient;

export const received = { bytes: 0 };

export function countWebSocketBytes(): void {
  const require = createRequire(databaseSdkEntry());
  const faye = require('faye-websocket') as { Client: FayeClientClass };
  const Original = faye.Client;
  faye.Client = class CountingClient extends Original {
    constructor(...args: unknown[]) {
      super(...args);
      this.on('message', (message) => {
        received.bytes += typeof message.data === 'string' ? Buffer.byteLength(message.data, 'utf8') : message.data.length;
      });
    }
  };
}

/** faye-websocket as @firebase/database resolves it. */
function databaseSdkEntry(): string {
  const fromRoot = createRequire(new URL('../../package.json', import.meta.url));
  return fromRoot.resolve('@firebase/database');
}
