// Decides how one page reads the database, so the site fits the free plan's cap on simultaneous connections:
// - officials' and judges' pages: always the SDK's socket, always online;
// - a spectator's page: the socket, or REST polling when the event is marked for the free plan; while the page
//   is hidden, polling stops and, after a grace, the socket goes offline (back online when the page is shown);
// - a spectator's socket that the server refuses at its cap, or that does not connect within a few seconds
//   while REST answers, gives way to polling (with a quiet notice) and comes back if the socket connects later.
// The app says which pages are spectators' (the data layer knows no routes); the ports connect this to the SDK.

export type Audience = 'spectator' | 'official';
export type ReadChannel = 'socket' | 'polling';

export interface BudgetState {
  readonly channel: ReadChannel;
  /** Polling because the socket was refused or did not connect (not by the free plan's choice). */
  readonly fallback: boolean;
  /** The socket is offline on purpose (a spectator's page hidden past the grace): not news to show. */
  readonly asleep: boolean;
}

export interface BudgetPorts {
  readThrough(channel: ReadChannel): void;
  pausePolling(paused: boolean): void;
  /** goOnline / goOffline on the SDK; does nothing while nothing has started the SDK. */
  setSocketOnline(online: boolean): void;
  /** Follows the SDK's `.info/connected` (this starts the SDK). */
  watchSocket(onChange: (connected: boolean) => void): () => void;
  /** Calls back when the server refuses the socket at its connection cap. */
  onRefusedAtCap(listener: () => void): () => void;
  /** Whether the REST interface answers at all (any HTTP status counts). */
  restAnswers(): Promise<boolean>;
  /** Writes still waiting for the database (a registration being sent): the socket must not sleep on them. */
  writesInFlight(): number;
}

export interface BudgetOptions {
  freePlan: boolean;
  hiddenGraceMs: number;
  socketTimeoutMs: number;
}

export class ConnectionBudget {
  private audience: Audience = 'spectator';
  private visible = true;
  private connected = false;
  private socketFailed = false;
  private asleep = false;
  private hideTimer: ReturnType<typeof setTimeout> | undefined;
  private socketTimer: ReturnType<typeof setTimeout> | undefined;
  private watching = false;
  private stopWatching: (() => void) | undefined;
  private stopRefusals: (() => void) | undefined;
  private readonly listeners = new Set<() => void>();
  private state: BudgetState = { channel: 'socket', fallback: false, asleep: false };

  constructor(
    private readonly ports: BudgetPorts,
    private readonly options: BudgetOptions,
  ) {}

  /** Call once the page knows its audience; until then nothing is decided. */
  start(audience: Audience, visible: boolean): void {
    this.audience = audience;
    this.visible = visible;
    this.apply();
  }

  setAudience(audience: Audience): void {
    if (audience === this.audience) return;
    this.audience = audience;
    this.apply();
  }

  setVisible(visible: boolean): void {
    if (visible === this.visible) return;
    this.visible = visible;
    this.apply();
  }

  current(): BudgetState {
    return this.state;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private channel(): ReadChannel {
    if (this.audience === 'official') return 'socket';
    return this.options.freePlan || this.socketFailed ? 'polling' : 'socket';
  }

  private apply(): void {
    const channel = this.channel();
    this.ports.readThrough(channel);
    this.ports.pausePolling(channel === 'polling' && !this.visible);
    this.followSocket(channel);
    this.budgetSocket();
    this.armSocketTimer();
    this.publish({ channel, fallback: channel === 'polling' && this.socketFailed, asleep: this.asleep });
  }

  private publish(next: BudgetState): void {
    const { channel, fallback, asleep } = this.state;
    if (next.channel === channel && next.fallback === fallback && next.asleep === asleep) return;
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  }

  /** The socket is watched while it is (or should come back as) the way this page reads. */
  private followSocket(channel: ReadChannel): void {
    const watch = channel === 'socket' || this.socketFailed;
    if (!watch || this.watching) return;
    // Set first: the SDK calls back with `.info/connected` inside watchSocket, which applies again.
    this.watching = true;
    this.stopRefusals = this.ports.onRefusedAtCap(() => this.fail());
    this.stopWatching = this.ports.watchSocket((connected) => this.onSocket(connected));
  }

  private budgetSocket(): void {
    if (this.audience === 'official' || this.visible) {
      clearTimeout(this.hideTimer);
      this.hideTimer = undefined;
      this.asleep = false;
      this.ports.setSocketOnline(true);
      return;
    }
    if (this.asleep) return;
    this.hideTimer ??= setTimeout(() => {
      this.hideTimer = undefined;
      if (this.ports.writesInFlight() > 0) return this.budgetSocket(); // another grace
      this.asleep = true;
      this.publish({ ...this.state, asleep: true });
      this.ports.setSocketOnline(false);
    }, this.options.hiddenGraceMs);
  }

  /** A visible spectator's page waiting for its socket checks, after a few seconds, whether REST would do. */
  private armSocketTimer(): void {
    const waiting = this.audience === 'spectator' && this.channel() === 'socket' && this.visible && !this.connected;
    if (!waiting) {
      clearTimeout(this.socketTimer);
      this.socketTimer = undefined;
      return;
    }
    this.socketTimer ??= setTimeout(() => void this.checkRest(), this.options.socketTimeoutMs);
  }

  private async checkRest(): Promise<void> {
    const answers = await this.ports.restAnswers();
    this.socketTimer = undefined;
    if (this.connected) return;
    if (answers) this.fail();
    else this.armSocketTimer(); // nothing answers: offline, and the connection notice says so
  }

  private onSocket(connected: boolean): void {
    this.connected = connected;
    if (connected) this.socketFailed = false;
    this.apply();
  }

  private fail(): void {
    if (this.audience !== 'spectator' || this.socketFailed) return;
    this.socketFailed = true;
    this.apply();
  }

  dispose(): void {
    clearTimeout(this.hideTimer);
    clearTimeout(this.socketTimer);
    this.stopWatching?.();
    this.stopRefusals?.();
    this.listeners.clear();
  }
}
