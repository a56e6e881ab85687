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
/**
 * With BENCH_DAY_PATHS=1: bytes by the data push's top-level key, path depth and action (`d`/`m`), to see which
 * reads cost what over the day (docs/PERFORMANCE.md, "A big day"). A message split over several frames counts as
 * '(fragment)'.
 */
export const receivedByPath = new Map<string, number>();

function notePath(text: string, bytes: number): void {
  let key = '(other)';
  try {
    const frame = JSON.parse(text) as { d?: { b?: { p?: string } } };
    const p = frame.d?.b?.p;
    if (typeof p === 'string') {
      const parts = p.split('/').filter(Boolean);
      key = `${parts[0] ?? '/'} depth ${parts.length} (${String((frame.d as { a?: string }).a)})`;
    }
  } catch {
    key = '(fragment)';
  }
  receivedByPath.set(key, (receivedByPath.get(key) ?? 0) + bytes);
}

export function countWebSocketBytes(): void {
  const require = createRequire(databaseSdkEntry());
  const faye = require('faye-websocket') as { Client: FayeClientClass };
  const Original = faye.Client;
  faye.Client = class CountingClient extends Original {
    constructor(...args: unknown[]) {
      super(...args);
      this.on('message', (message) => {
        const bytes = typeof message.data === 'string' ? Buffer.byteLength(message.data, 'utf8') : message.data.length;
        received.bytes += bytes;
        if (process.env.BENCH_DAY_PATHS) notePath(String(message.data), bytes);
      });
    }
  };
}

/** faye-websocket as @firebase/database resolves it. */
function databaseSdkEntry(): string {
  const fromRoot = createRequire(new URL('../../package.json', import.meta.url));
  return fromRoot.resolve('@firebase/database');
}
