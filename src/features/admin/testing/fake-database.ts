// The public site's fake tree (src/testing) as the admin screens need it too: it also answers the SDK's
// `.info/connected`, so a console can be shown offline, and tells which paths a screen listened to.
import type { TreeUpdate } from '../../../domain/tree-update';
import { FakeTreeSource } from '../../../testing/fake-tree-source';

const CONNECTED = '.info/connected';

export class FakeDatabase extends FakeTreeSource {
  private connected: boolean | null = null;
  private readonly connectionListeners = new Set<(connected: unknown) => void>();

  /** Every path a screen has listened to, for tests of what a screen downloads. */
  get listened(): ReadonlySet<string> {
    return new Set(this.listenedPaths);
  }

  override listen(path: string, onValue: (value: unknown) => void, onError: (error: unknown) => void): () => void {
    if (path !== CONNECTED) return super.listen(path, onValue, onError);
    this.connectionListeners.add(onValue);
    queueMicrotask(() => {
      if (this.connectionListeners.has(onValue)) onValue(this.connected);
    });
    return () => this.connectionListeners.delete(onValue);
  }

  /** The SDK's `.info/connected` flag as the screens see it (unset until a test sets it). */
  setConnected(connected: boolean): void {
    this.connected = connected;
    for (const onValue of [...this.connectionListeners]) onValue(connected);
  }

  lastWrite(): TreeUpdate | undefined {
    return this.writes[this.writes.length - 1];
  }
}
