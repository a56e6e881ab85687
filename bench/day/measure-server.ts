// One server through the whole day: the server in its own process, spectator pools in theirs, the
// staff and the judges' tablets here.
import type { ChildProcess } from 'node:child_process';
import { ref, set } from 'firebase/database';
import type { BigDay } from '../../src/demo/generate-big-day.ts';
import type { CompetitionEvent } from '../../src/domain/model.ts';
import { KEYED_BRANCHES } from '../../src/domain/public-version.ts';
import { paths } from '../../src/domain/tree-paths.ts';
import { type Tree, storedForm, valueAt } from '../../src/domain/tree-update.ts';
import { percentile } from '../localdb/stats.ts';
import { received as staffReceived } from './counting-websocket.ts';
import type { HostMessage, PoolMessage, ServerUsage, SpectatorKind } from './ipc.ts';
import { JudgeTablet } from './judge-tablet.ts';
import { type PageBytes, pageBytes } from './page-reads.ts';
import { ask, forkDay, nextMessage, stop, tell } from './processes.ts';
import { everyJudge, runDay } from './run-day.ts';
import { Scrutineer } from './scrutineer.ts';
import { sdkClient } from './sdk-client.ts';

export const SCRUTINEER_UID = 'staff-scrutineer';
export const DECK_CAPTAIN_UID = 'staff-deck-captain';
const NS = 'bench-day-default-rtdb';

/** How spectators' phones read: each its own WebSocket (the SDK), or REST polling with no socket (the free plan). */
export type SpectatorMode = 'websocket' | 'polling';

export interface MeasureOptions {
  server: 'localdb' | 'firebase-server';
  mode: SpectatorMode;
  /** Polling mode: the app's interval (POLL_INTERVAL_MS in src/data/connection-budget-instance.ts). */
  pollIntervalMs: number;
  /** The day as planned (its running order's times): what the polling projection scales to. */
  plannedDaySeconds: number;
  rules: boolean;
  seedFile: string;
  scheduleFile: string;
  spectators: number;
  tapMs: number;
  log: (line: string) => void;
}

export interface SpectatorFigures {
  kind: SpectatorKind;
  clients: number;
  bytesPerClient: number;
  firstViewBytesPerClient: number;
  /** Polling: requests per client over the day, and how many read only the version record. */
  requestsPerClient?: number;
  versionReadsPerClient?: number;
  /** Polling: reads of the events' index whole per client (its first view, then only what the line counters cannot tell). */
  wholeIndexReadsPerClient?: number;
  /** Polling: at most what one client downloads over the planned (real-length) day. */
  projectedBytesPerClient?: number;
}

export interface DayFigures {
  server: string;
  mode: SpectatorMode;
  pollIntervalMs: number;
  /** The server's open WebSocket connections over the day, sampled every 100 ms (localdb only). */
  connections: { peak: number; p99: number; samples: number } | null;
  /** What the staff's and judges' devices of this process received over their sockets. */
  staffBytes: number;
  /** The public version record at the end of the day: updates per public branch. */
  bumps: Record<string, number>;
  plannedDaySeconds: number;
  rulesNote: string;
  rounds: number;
  daySeconds: number;
  marks: number;
  ackP50: number;
  ackP99: number;
  /** Posting sent → each spectator that shows the round has it. */
  seenP50: number;
  seenP99: number;
  /** Posting sent → the last spectator has it, per posting. */
  allSeenP50: number;
  allSeenP99: number;
  missedSightings: number;
  expectedSightings: number;
  lostMarks: number;
  /** Whether the server refused a mark from a device bound to no judge (the rules at work). */
  rulesHold: boolean;
  pendingInOutbox: number;
  serverAtReady: ServerUsage;
  serverAtEnd: ServerUsage;
  spectators: SpectatorFigures[];
  pagesAtStart: PageBytes[];
  pagesAtEnd: PageBytes[];
  errors: string[];
}

/** 40 % on /live, 40 % on competitor pages, 20 % on one event's results; at most 125 clients per process. */
function pools(spectators: number): { kind: SpectatorKind; clients: number; first: number }[] {
  const out: { kind: SpectatorKind; clients: number; first: number }[] = [];
  const shares: [SpectatorKind, number][] = [['live', 0.4], ['competitor', 0.4], ['results', 0.2]];
  for (const [kind, share] of shares) {
    const total = Math.round(spectators * share);
    const count = Math.ceil(total / 125);
    for (let p = 0; p < count; p++) {
      const clients = Math.floor(total / count) + (p < total % count ? 1 : 0);
      if (clients > 0) out.push({ kind, clients, first: out.filter((o) => o.kind === kind).reduce((a, o) => a + o.clients, 0) });
    }
  }
  return out;
}

/** Per keyed branch (the events' index), how many line counters moved over the day: the lines polling phones asked. */
async function lineBumpsOf(scrutineer: Scrutineer): Promise<Record<string, number>> {
  const entries = await Promise.all(KEYED_BRANCHES.map(async (branch) => {
    const record = ((await scrutineer.value(paths.publicKeyVersions(branch))) ?? {}) as { keys?: Record<string, number> };
    return [branch, Object.values(record.keys ?? {}).reduce((sum, n) => sum + n, 0)] as const;
  }));
  return Object.fromEntries(entries);
}

export async function measureServer(day: BigDay, options: MeasureOptions): Promise<DayFigures> {
  const host = forkDay('server-host.ts', [options.server, options.seedFile, ...(options.rules ? [] : ['--no-rules'])]);
  const children: ChildProcess[] = [];
  try {
    const ready = await nextMessage<Extract<HostMessage, { type: 'ready' }>>(host, 'ready');
    const rulesNote = ready.rules ? 'database.rules.json' : `no rules${ready.note ? ` (${ready.note})` : ''}`;
    const { port } = ready;
    options.log(`${options.server} on port ${port}, ${rulesNote}; ${options.spectators} spectators connecting...`);
    const staffBytesAtStart = staffReceived.bytes;
    for (const pool of pools(options.spectators)) {
      const args = [String(port), NS, pool.kind, String(pool.clients), String(pool.first), options.scheduleFile];
      children.push(options.mode === 'polling' ? forkDay('spectator-poll-pool.ts', [...args, String(options.pollIntervalMs)]) : forkDay('spectator-pool.ts', args));
      // One pool at a time: 125 first downloads of the events branch at once are enough for two cores.
      await nextMessage(children[children.length - 1], 'ready', 600_000);
    }
    const scrutinClient = sdkClient(port, NS, SCRUTINEER_UID);
    const scrutineer = new Scrutineer(scrutinClient);
    const deck = sdkClient(port, NS, DECK_CAPTAIN_UID);
    const codes = day.tree.judgeCodes as Record<string, string>;
    const tablets = new Map(await Promise.all(day.judges.map(async (j) => [j.key, await JudgeTablet.bind(port, NS, j.key, codes[j.key])] as const)));
    const rulesHold = await refusesUnboundDevice(port, day);
    const firstEvent = day.order[0].eventName;
    const roundsOf = (name: string) => day.order.filter((r) => r.eventName === name).map((r) => r.roundNumber);
    const pagesAtStart = await pageBytes((path) => valueAt(day.tree, path), firstEvent, roundsOf(firstEvent));
    const serverAtReady = (await ask<Extract<HostMessage, { type: 'usage' }>>(host, { type: 'usage' }, 'usage')).usage;
    options.log(`${options.server}, ${options.mode}: the day starts (${day.order.length} rounds).`);
    await ask<Extract<HostMessage, { type: 'connections' }>>(host, { type: 'connections' }, 'connections');
    const run = await runDay(day, { scrutineer, deck, tablets }, {
      panelOf: everyJudge(day.judges.map((j) => j.key)),
      tapMs: options.tapMs,
      onPosting: (round) => children.forEach((c) => tell(c, { type: 'watch', round })),
      log: options.log,
    });
    // Late deliveries still count: give the spectators a moment (polling phones one round more) before asking what they saw.
    await new Promise((resolve) => setTimeout(resolve, options.mode === 'polling' ? options.pollIntervalMs + 3000 : 3000));
    const serverAtEnd = (await ask<Extract<HostMessage, { type: 'usage' }>>(host, { type: 'usage' }, 'usage')).usage;
    const open = (await ask<Extract<HostMessage, { type: 'connections' }>>(host, { type: 'connections' }, 'connections')).open;
    const connections = open.length === 0 ? null : { peak: Math.max(...open), p99: percentile(open, 99), samples: open.length };
    const bumps = ((await scrutineer.value('publicVersion')) ?? {}) as Record<string, number>;
    const lineBumps = await lineBumpsOf(scrutineer);
    const reports = await Promise.all(children.map((c) => ask<Extract<PoolMessage, { type: 'report' }>>(c, { type: 'report', bumps, lineBumps, plannedDaySeconds: options.plannedDaySeconds }, 'report')));
    // The SDK returns rounds 1, 2, ... as arrays: storedForm gives them back their keys.
    const finalMarks = storedForm({ marks: await scrutineer.marks() }) as Tree;
    let lostMarks = 0;
    let marks = 0;
    for (const tablet of tablets.values()) {
      for (const [path, value] of tablet.acked) {
        marks++;
        if (valueAt(finalMarks, path) !== value) lostMarks++;
      }
    }
    const pagesAtEnd = await pageBytes((path) => scrutineer.value(path), firstEvent, roundsOf(firstEvent));
    const acks = [...tablets.values()].flatMap((t) => t.ackMs);
    const pendingInOutbox = [...tablets.values()].reduce((a, t) => a + t.pending(), 0);
    const latency = sightings(run.postedAt, reports, day);
    await Promise.all([...tablets.values()].map((t) => t.close()));
    await Promise.all([scrutinClient.close(), deck.close()]);
    const staffBytes = staffReceived.bytes - staffBytesAtStart;
    return {
      server: options.server, mode: options.mode, pollIntervalMs: options.pollIntervalMs, connections, staffBytes, bumps, plannedDaySeconds: options.plannedDaySeconds,
      rulesNote, rounds: run.rounds, daySeconds: run.seconds, marks,
      ackP50: percentile(acks, 50), ackP99: percentile(acks, 99), ...latency,
      lostMarks, pendingInOutbox, serverAtReady, serverAtEnd, rulesHold,
      spectators: (['live', 'competitor', 'results'] as const).map((kind) => {
        const mine = reports.filter((r) => r.kind === kind);
        const clients = mine.reduce((a, r) => a + r.clients, 0);
        const polled = options.mode === 'polling'
          ? { requestsPerClient: mine.reduce((a, r) => a + (r.requests ?? 0), 0) / clients, versionReadsPerClient: mine.reduce((a, r) => a + (r.versionReads ?? 0), 0) / clients, wholeIndexReadsPerClient: mine.reduce((a, r) => a + (r.wholeIndexReads ?? 0), 0) / clients, projectedBytesPerClient: mine.reduce((a, r) => a + (r.projectedBytes ?? 0), 0) / clients }
          : {};
        return { kind, clients, bytesPerClient: mine.reduce((a, r) => a + r.bytesReceived, 0) / clients, firstViewBytesPerClient: mine.reduce((a, r) => a + r.firstViewBytes, 0) / clients, ...polled };
      }),
      pagesAtStart, pagesAtEnd,
      errors: reports.flatMap((r) => r.errors).slice(0, 5),
    };
  } finally {
    await Promise.all(children.map((c) => stop(c)));
    await stop(host);
  }
}

/** A device signed in but bound to no judge tries to mark the first round once it runs: the rules must refuse. */
async function refusesUnboundDevice(port: number, day: BigDay): Promise<boolean> {
  const intruder = sdkClient(port, NS, 'intruder');
  const first = day.order[0];
  const path = paths.judgeDanceMark(first.eventName, first.roundNumber, day.judges[0].key, Object.keys((day.tree.events as Record<string, CompetitionEvent>)[first.eventName].dances)[0], 'nobody');
  try {
    await set(ref(intruder.db, path), 1);
    return false;
  } catch {
    return true;
  } finally {
    await intruder.close();
  }
}

/** Every spectator whose page shows a posted round (all for /live and competitors; its event's for results). */
function sightings(postedAt: Map<string, number>, reports: Extract<PoolMessage, { type: 'report' }>[], day: BigDay) {
  const each: number[] = [];
  const lastPerPosting: number[] = [];
  let missed = 0;
  let expected = 0;
  const eventNames = [...new Set(day.order.map((r) => r.eventName))];
  for (const [key, sentAt] of postedAt) {
    let last = 0;
    for (const report of reports) {
      report.seen.forEach((seen, i) => {
        if (report.kind === 'results' && !key.startsWith(`${eventNames[(resultsIndex(reports, report, i)) % eventNames.length]}/`)) return;
        expected++;
        const at = seen[key];
        if (at === undefined) return void missed++;
        each.push(at - sentAt);
        last = Math.max(last, at - sentAt);
      });
    }
    lastPerPosting.push(last);
  }
  return {
    seenP50: percentile(each, 50), seenP99: percentile(each, 99),
    allSeenP50: percentile(lastPerPosting, 50), allSeenP99: percentile(lastPerPosting, 99),
    missedSightings: missed, expectedSightings: expected,
  };
}

/** A results spectator's index across the results pools (pools of a kind are numbered in fork order). */
function resultsIndex(reports: Extract<PoolMessage, { type: 'report' }>[], report: Extract<PoolMessage, { type: 'report' }>, i: number): number {
  let before = 0;
  for (const r of reports) {
    if (r === report) break;
    if (r.kind === 'results') before += r.clients;
  }
  return before + i;
}

