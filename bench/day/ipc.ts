// Messages between the day's driver and the processes it forks: the server, and the spectator pools.
import type { ScheduledRound } from './schedule-file.ts';

/** Server CPU seconds and peak memory, read inside the server's own process. */
export interface ServerUsage {
  cpuUserSeconds: number;
  cpuSystemSeconds: number;
  /** Peak resident set size (getrusage maxrss), bytes. */
  peakRss: number;
  rss: number;
}

/** When one spectator first saw a posted round: `${eventName}/${roundNumber}` → ms (preciseNow). */
export type SeenTimes = Record<string, number>;

export type HostMessage = { type: 'ready'; port: number; rules: boolean; note?: string } | { type: 'usage'; usage: ServerUsage } | { type: 'connections'; open: number[] };
export type PoolMessage =
  | { type: 'ready' }
  | {
    type: 'report'; kind: SpectatorKind; clients: number; bytesReceived: number; firstViewBytes: number; seen: SeenTimes[]; errors: string[];
    /** Polling pools: HTTP requests made, how many of them read the public version record, and the events' index whole. */
    requests?: number; versionReads?: number; wholeIndexReads?: number;
    /** Polling pools: the bytes all clients would download over the planned (real-length) day, at most. */
    projectedBytes?: number;
  };
/** `watch`: a round is being posted now; spectators note when they first see it. */
/** `connections`: the server's open WebSocket connections, sampled every 100 ms since the last ask. */
/** `report`: polling pools also project the planned day's bytes from the day's public version bumps (and line bumps). */
export type DayDriverMessage =
  | { type: 'usage' } | { type: 'report'; bumps?: Record<string, number>; lineBumps?: Record<string, number>; plannedDaySeconds?: number } | { type: 'exit' }
  | { type: 'watch'; round: ScheduledRound } | { type: 'connections' };

/** What a spectator's phone shows: the live view, a competitor's page, or one event's results page. */
export type SpectatorKind = 'live' | 'competitor' | 'results';

export function sendToDriver(message: HostMessage | PoolMessage): void {
  process.send?.(message);
}
