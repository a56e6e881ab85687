// A process holding many free-plan spectators' phones: no WebSocket, each page read by the app's own REST polling
// source (src/data/rest-polling-source.ts: every 10 s, the public version record first, a path again only when its
// branch's counter moved, the events' index line by line), noting when it first sees each round the driver is posting. Bytes are what each
// response brings: its body and its status line and headers (TLS not included).
// Usage: spectator-poll-pool.ts <port> <namespace> <kind> <clients> <first index> <schedule.json> <interval ms>
import fs from 'node:fs';
import { POLLING_VERSIONS } from '../../src/data/polling-versions.ts';
import { RestPollingSource } from '../../src/data/rest-polling-source.ts';
import { KEYED_BRANCHES, publicBranchOf } from '../../src/domain/public-version.ts';
import { paths } from '../../src/domain/tree-paths.ts';
import { preciseNow } from '../localdb/ipc.ts';
import { type DayDriverMessage, type SeenTimes, type SpectatorKind, sendToDriver } from './ipc.ts';
import { type ScheduleFile, type ScheduledRound, postedKey } from './schedule-file.ts';
import { type SpectatorRead, type ValueView, plainSnapshot, spectatorReads } from './spectator-reads.ts';

for (const name of ['HTTP_PROXY', 'http_proxy', 'HTTPS_PROXY', 'https_proxy']) delete process.env[name];

const [port, ns, kind, count, firstIndex, scheduleFile, intervalMs] = [
  Number(process.argv[2]), process.argv[3], process.argv[4] as SpectatorKind, Number(process.argv[5]), Number(process.argv[6]), process.argv[7], Number(process.argv[8]),
];
const schedule = JSON.parse(fs.readFileSync(scheduleFile, 'utf8')) as ScheduleFile;

interface Listening {
  read: SpectatorRead;
  last: ValueView | null;
  seen: SeenTimes;
}

const received = { bytes: 0, requests: 0, versionReads: 0 };
const byPath = new Map<string, { requests: number; bytes: number }>();
/** Requests that got no response (a dropped connection), by path, and refusals and errors by path and status. */
const failed = new Map<string, number>();
const seen: SeenTimes[] = [];
const listening: Listening[] = [];
const watched = new Map<string, ScheduledRound>();
const errors: string[] = [];
const sources: RestPollingSource[] = [];
const stops: (() => void)[] = [];
let pendingFirstValues = 0;
let firstViewBytes = 0;

/** The response's size as downloaded: status line, headers and body. */
async function countingFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  let response: Response;
  let body: string;
  try {
    response = await fetch(input, init);
    body = await response.text();
  } catch (error) {
    const path = decodeURIComponent(new URL(String(input)).pathname).replace(/\.json$/, '').slice(1);
    failed.set(path, (failed.get(path) ?? 0) + 1);
    throw error;
  }
  let headerBytes = `HTTP/1.1 ${response.status} ${response.statusText}\r\n`.length + 2;
  response.headers.forEach((value, name) => { headerBytes += name.length + value.length + 4; });
  const bytes = headerBytes + Buffer.byteLength(body, 'utf8');
  received.bytes += bytes;
  received.requests++;
  const path = decodeURIComponent(new URL(String(input)).pathname).replace(/\.json$/, '').slice(1);
  if (!response.ok) failed.set(`${path} (${response.status})`, (failed.get(`${path} (${response.status})`) ?? 0) + 1);
  if (path === paths.publicVersion()) received.versionReads++;
  const entry = byPath.get(path) ?? { requests: 0, bytes: 0 };
  byPath.set(path, { requests: entry.requests + 1, bytes: entry.bytes + bytes });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** Average bytes per request of the paths `match` picks (0 when none was asked). */
function averageOf(match: (path: string) => boolean): number {
  let bytes = 0;
  let requests = 0;
  for (const [path, stats] of byPath) if (match(path)) [bytes, requests] = [bytes + stats.bytes, requests + stats.requests];
  return requests > 0 ? bytes / requests : 0;
}

/**
 * At most what these phones download over a day of the planned length: the accelerated day here lets several
 * changes fall into one 10 s round, a real day seldom does. Each phone reads the version record every round, and each
 * path again (at its average size today) once per bump of its branch, never more often than it polls; a keyed
 * branch (the events' index) costs, per bump, its line counters and the lines that moved (`lineBumps` per bump).
 */
function projectedDayBytes(bumps: Record<string, number>, lineBumps: Record<string, number>, plannedDaySeconds: number): number {
  const rounds = (plannedDaySeconds * 1000) / intervalMs;
  const average = (path: string) => averageOf((p) => p === path);
  const perBump = (path: string, branch: string) => {
    if (!(KEYED_BRANCHES as readonly string[]).includes(path)) return average(path);
    const linesPerBump = (lineBumps[branch] ?? 0) / Math.max(1, bumps[branch] ?? 0);
    return average(paths.publicKeyVersions(branch)) + linesPerBump * averageOf((p) => p.startsWith(`${path}/`));
  };
  let total = 0;
  for (let i = 0; i < count; i++) {
    total += rounds * average(paths.publicVersion());
    for (const read of spectatorReads(kind, firstIndex + i, schedule)) {
      const branch = publicBranchOf(read.path);
      total += average(read.path) + (branch === null ? rounds * average(read.path) : Math.min(bumps[branch] ?? 0, rounds) * perBump(read.path, branch));
    }
  }
  return total;
}

function check(l: Listening, at: number): void {
  if (!l.last) return;
  for (const [key, round] of watched) if (l.seen[key] === undefined && l.read.showsPosted(l.last, round)) l.seen[key] = at;
}

function startClient(i: number): void {
  const source = new RestPollingSource({
    urlOf: (path) => `http://127.0.0.1:${port}/${path.split('/').map(encodeURIComponent).join('/')}.json?ns=${ns}`,
    intervalMs,
    versions: POLLING_VERSIONS,
    fetch: countingFetch,
  });
  sources.push(source);
  for (const read of spectatorReads(kind, firstIndex + i, schedule)) {
    const l: Listening = { read, last: null, seen: seen[i] };
    listening.push(l);
    stops.push(source.listen(
      read.path,
      (value) => {
        if (l.last === null && --pendingFirstValues === 0) {
          firstViewBytes = received.bytes;
          sendToDriver({ type: 'ready' });
        }
        l.last = plainSnapshot(value);
        check(l, preciseNow());
      },
      (error) => errors.push(`${read.path}: ${(error as Error).message}`),
    ));
  }
}

for (let i = 0; i < count; i++) {
  seen.push({});
  pendingFirstValues += spectatorReads(kind, firstIndex + i, schedule).length;
}
// Phones open their pages at different moments: spread over one interval, so their rounds do not fall together.
for (let i = 0; i < count; i++) setTimeout(() => startClient(i), Math.floor((i / count) * intervalMs));

process.on('message', (message: DayDriverMessage) => {
  if (message.type === 'watch') {
    watched.set(postedKey(message.round.eventName, message.round.roundNumber), message.round);
    const at = preciseNow();
    listening.forEach((l) => check(l, at));
  }
  if (message.type === 'report' && process.env.BENCH_DAY_PATHS) {
    const top = [...byPath].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, 12)
      .map(([p, b]) => `${p} ${b.requests} requests ${(b.bytes / count / 1024).toFixed(1)} KB`);
    console.error(`[${kind}, polling] per client by path: ${top.join('; ')}`);
    const drops = [...failed].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([p, n]) => `${p} ${n}`);
    console.error(`[${kind}, polling] requests without a response or refused, by path: ${drops.length > 0 ? drops.join('; ') : 'none'}`);
  }
  if (message.type === 'report') {
    const projectedBytes = message.bumps && message.plannedDaySeconds ? projectedDayBytes(message.bumps, message.lineBumps ?? {}, message.plannedDaySeconds) : undefined;
    const wholeIndexReads = KEYED_BRANCHES.reduce((sum, branch) => sum + (byPath.get(branch)?.requests ?? 0), 0);
    sendToDriver({ type: 'report', kind, clients: count, bytesReceived: received.bytes, firstViewBytes, seen, errors, requests: received.requests, versionReads: received.versionReads, wholeIndexReads, projectedBytes });
  }
  if (message.type === 'exit') {
    stops.forEach((stop) => stop());
    process.exit(0);
  }
});
