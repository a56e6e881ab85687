// Emulates the free plan's cap on simultaneous connections (Spark: 100 per database). Hosted Firebase
// refuses the connection over the cap with a shutdown control message whose text says the database
// "has reached its peak connections limit"; the SDK logs it as a warning and, having been killed by the
// server, does not reconnect until the page is loaded again (PersistentConnection's server_kill
// interrupt is never cleared). localdb sends the same message, then closes the socket.

/** Counts open WebSocket connections per namespace and says whether one more may join. */
export class ConnectionCap {
  private readonly open = new Map<string, number>();

  /** `max` undefined: no cap. */
  constructor(private max: number | undefined) {}

  /** Changes the cap for connections that join from now on; open ones over it stay (as when a plan changes). */
  setMax(max: number | undefined): void {
    this.max = max;
  }

  currentMax(): number | undefined {
    return this.max;
  }

  openIn(namespace: string): number {
    return this.open.get(namespace) ?? 0;
  }

  /** Takes a place for one connection; false when the namespace is at its cap (nothing is taken). */
  admit(namespace: string): boolean {
    const count = this.open.get(namespace) ?? 0;
    if (this.max !== undefined && count >= this.max) return false;
    this.open.set(namespace, count + 1);
    return true;
  }

  release(namespace: string): void {
    const count = (this.open.get(namespace) ?? 1) - 1;
    if (count > 0) this.open.set(namespace, count);
    else this.open.delete(namespace);
  }
}

/** The control frame hosted Firebase sends a connection it refuses at the cap ("s" = shutdown). */
export function peakConnectionsFrame(namespace: string): string {
  const reason = `The Firebase database '${namespace}' has reached its peak connections limit. If you are the Firebase owner, consider upgrading.`;
  return JSON.stringify({ t: 'c', d: { t: 's', d: reason } });
}
