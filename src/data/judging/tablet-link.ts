// Whether this tablet really reaches the database, and what it tells the scrutineer about itself (issue 35).
// `.info/connected` alone misses a server that stops answering (the socket stays open), so a small read is
// sent every 2 s; no answer within 2.5 s means offline, and after 8 s without one the connection is made anew,
// which makes the SDK send its unacknowledged writes again. While connected, the tablet writes its record at
// judgeDevices/<judgeKey> (connected, last contact by the server's clock, marks waiting, round on screen, app
// version) every 15 s and whenever its waiting marks change; the server clears `connected` when the
// connection drops (onDisconnect). Framework-free, so the timing is tested with fake ports and a fake clock.
import { SERVER_TIME } from '../../domain/server-time';
import { paths } from '../paths';
import type { TreeUpdate } from '../../domain/tree-update';

/** What the link needs from the database; the SDK's in production (link-ports.ts), fakes in tests. */
export interface LinkPorts {
  /** The app's write pipeline. */
  write(patch: TreeUpdate): Promise<void>;
  /** Asks the server to apply this update to `path` when this connection drops. */
  armDisconnect(path: string, patch: Record<string, unknown>): Promise<void>;
  /** Reads `path` from the server (not from a cache); resolves when the server answers. */
  probe(path: string): Promise<void>;
  /** Drops the connection and opens a new one. */
  reconnect(): void;
}

export interface LinkTiming {
  heartbeatMs: number;
  probeEveryMs: number;
  probeTimeoutMs: number;
  reconnectAfterMs: number;
  /** Reports of waiting marks closer together than this are merged into one. */
  reportGapMs: number;
}

export const LINK_TIMING: LinkTiming = Object.freeze({ heartbeatMs: 15_000, probeEveryMs: 2_000, probeTimeoutMs: 2_500, reconnectAfterMs: 8_000, reportGapMs: 1_000 });

export interface TabletScreen {
  eventName?: string;
  roundNumber?: number;
  heat?: number;
}

export interface LinkState {
  /** The database acknowledges: connected and answering the probe. */
  online: boolean;
}

export class TabletLink {
  private connected = false;
  private answering = true;
  private silentSince: number | null = null;
  private probing = 0;
  private generation = 0;
  private waiting = 0;
  private screen: TabletScreen = {};
  private timers: ReturnType<typeof setInterval>[] = [];
  private reportTimer: ReturnType<typeof setTimeout> | null = null;
  private lastReport = 0;
  private state: LinkState = { online: false };
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly ports: LinkPorts,
    private readonly judgeKey: string,
    private readonly device: string,
    private readonly appVersion: string,
    private readonly timing: LinkTiming = LINK_TIMING,
    private readonly clock: () => number = Date.now,
  ) {}

  start(): void {
    this.timers.push(setInterval(() => this.heartbeat(), this.timing.heartbeatMs));
    this.timers.push(setInterval(() => this.probe(), this.timing.probeEveryMs));
  }

  stop(): void {
    this.timers.forEach(clearInterval);
    this.timers = [];
    if (this.reportTimer) clearTimeout(this.reportTimer);
    this.reportTimer = null;
    this.generation += 1;
  }

  /** From `.info/connected`. */
  setConnected(connected: boolean): void {
    if (connected === this.connected) return;
    this.connected = connected;
    this.generation += 1;
    this.probing = 0;
    this.answering = true;
    this.silentSince = null;
    this.update();
    if (connected) void this.announce();
  }

  setWaiting(count: number): void {
    if (count === this.waiting) return;
    this.waiting = count;
    this.scheduleReport();
  }

  setScreen(screen: TabletScreen): void {
    if (screen.eventName === this.screen.eventName && screen.roundNumber === this.screen.roundNumber && screen.heat === this.screen.heat) return;
    this.screen = screen;
    if (this.connected) void this.ports.write({ [paths.judgeDevice(this.judgeKey)]: this.record() }).catch(() => {});
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  getSnapshot(): LinkState {
    return this.state;
  }

  private record(): Record<string, unknown> {
    const record: Record<string, unknown> = { device: this.device, connected: true, lastContact: SERVER_TIME, marksWaiting: this.waiting, appVersion: this.appVersion };
    if (this.screen.eventName !== undefined) record.eventName = this.screen.eventName;
    if (this.screen.roundNumber !== undefined) record.roundNumber = this.screen.roundNumber;
    if (this.screen.heat !== undefined) record.heat = this.screen.heat;
    return record;
  }

  /**
   * A fresh connection: the whole record is written, then the server is told to clear `connected` when this
   * connection drops (in that order: the rules judge the onDisconnect update against the record, which must exist).
   */
  private async announce(): Promise<void> {
    const path = paths.judgeDevice(this.judgeKey);
    try {
      await this.ports.write({ [path]: this.record() });
      await this.ports.armDisconnect(path, { connected: false });
    } catch {
      // Refused (tablet no longer bound) or the connection went again: the next connection tries anew.
    }
  }

  private heartbeat(): void {
    if (!this.connected) return;
    void this.ports.write(this.contactPatch()).catch(() => {});
  }

  private contactPatch(): TreeUpdate {
    return {
      [paths.judgeDeviceField(this.judgeKey, 'lastContact')]: SERVER_TIME,
      [paths.judgeDeviceField(this.judgeKey, 'marksWaiting')]: this.waiting,
    };
  }

  /** Every change of the waiting marks is reported, at most one write per `reportGapMs`, the last count always. */
  private scheduleReport(): void {
    if (!this.connected || this.reportTimer) return;
    const wait = Math.max(0, this.lastReport + this.timing.reportGapMs - this.clock());
    this.reportTimer = setTimeout(() => {
      this.reportTimer = null;
      this.lastReport = this.clock();
      if (this.connected) void this.ports.write(this.contactPatch()).catch(() => {});
    }, wait);
  }

  private probe(): void {
    if (!this.connected) return;
    const now = this.clock();
    if (this.probing !== 0) {
      if (now - this.probing >= this.timing.probeTimeoutMs && this.answering) {
        this.answering = false;
        this.silentSince = this.probing;
        this.update();
      }
      if (this.silentSince !== null && now - this.silentSince >= this.timing.reconnectAfterMs) {
        this.silentSince = now;
        this.ports.reconnect();
      }
      return;
    }
    const generation = this.generation;
    this.probing = now;
    // The timeout is checked on the next ticks too; this one catches it without waiting a whole period.
    const timeout = setTimeout(() => this.probe(), this.timing.probeTimeoutMs);
    this.ports.probe(paths.judgeDeviceField(this.judgeKey, 'device')).then(
      () => {
        clearTimeout(timeout);
        if (generation !== this.generation) return;
        this.probing = 0;
        this.silentSince = null;
        if (!this.answering) {
          this.answering = true;
          this.update();
        }
      },
      () => {
        clearTimeout(timeout);
        if (generation === this.generation) this.probing = 0;
      },
    );
  }

  private update(): void {
    const online = this.connected && this.answering;
    if (online === this.state.online) return;
    this.state = { online };
    for (const listener of [...this.listeners]) listener();
  }
}
