// npm run bench:day — a whole competition day at the size of the largest college competitions, through
// the real SDK with the real rules, against the local database and then the `firebase-server` package.
// Not a test: figures go to docs/PERFORMANCE.md ("A big day").
// Options: --couples 400 --spectators 500 --judges 7 --tap-ms 20 --servers localdb,firebase-server
// (firebase-server by default only up to 100 couples). For the ratio: --couples 40 --spectators 50.
// --modes websocket,polling: spectators on the SDK's WebSocket, and/or the free plan's REST polling (no socket,
// the public version record first) every --poll-ms 10000 (the app's interval); polling runs on localdb only.
// BENCH_DAY_PATHS=1 also prints each spectator kind's bytes per client by path (bench/day/counting-websocket.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateBigDay } from '../src/demo/generate-big-day.ts';
import { generateDemoCompetition } from '../src/demo/generate-demo.ts';
import { KEYED_BRANCHES, PUBLIC_BRANCHES } from '../src/domain/public-version.ts';
import { valueAt } from '../src/domain/tree-update.ts';
import { countWebSocketBytes } from './day/counting-websocket.ts';
import type { DayFigures, SpectatorMode } from './day/measure-server.ts';
import { pageBytes } from './day/page-reads.ts';
import { dayReport } from './day/report.ts';
import type { ScheduleFile } from './day/schedule-file.ts';

for (const name of ['HTTP_PROXY', 'http_proxy', 'HTTPS_PROXY', 'https_proxy']) delete process.env[name];
// The staff's and judges' sockets are counted too: before the database SDK loads (measure-server imports it).
countWebSocketBytes();
const { DECK_CAPTAIN_UID, SCRUTINEER_UID, measureServer } = await import('./day/measure-server.ts');

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : process.argv[index + 1];
}

const log = (line: string) => console.error(line);
const couples = Number(option('--couples', '400'));
const spectators = Number(option('--spectators', '500'));
const tapMs = Number(option('--tap-ms', '20'));
// firebase-server sends each listener the whole value on every change: beyond 100 couples its day would
// take hours, so by default it runs only on small days (pass --servers to choose).
const servers = option('--servers', couples <= 100 ? 'localdb,firebase-server' : 'localdb').split(',') as ('localdb' | 'firebase-server')[];
const modes = option('--modes', 'websocket,polling').split(',') as SpectatorMode[];
const pollIntervalMs = Number(option('--poll-ms', '10000'));

const startsAt = Date.now();
const day = generateBigDay({ couples, judges: Number(option('--judges', '7')), scrutineerUid: SCRUTINEER_UID, deckCaptainUid: DECK_CAPTAIN_UID, startsAt });
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-day-'));
const seedFile = path.join(work, 'seed.json');
const scheduleFile = path.join(work, 'schedule.json');
// The public version record as a database the app has written to holds it (every counter at 0, so the day's bumps
// are the counters at its end): without it, polling phones ask every path every round until the day's first write.
const versionRecord = {
  publicVersion: Object.fromEntries(PUBLIC_BRANCHES.map((branch) => [branch, 0])),
  publicVersionKeys: Object.fromEntries(KEYED_BRANCHES.map((branch) => [branch, { whole: 0, branch: 0 }])),
};
fs.writeFileSync(seedFile, JSON.stringify({ ...day.tree, ...versionRecord }));
const schedule: ScheduleFile = { rounds: day.order, eventNames: [...new Set(day.order.map((r) => r.eventName))] };
fs.writeFileSync(scheduleFile, JSON.stringify(schedule));
// The day as planned (the running order's start times, one more average round at the end): what a real day lasts.
const starts = Object.values(day.tree.events as Record<string, { rounds?: Record<string, { roundStartTime?: number }> }>)
  .flatMap((event) => Object.values(event.rounds ?? {}).map((round) => round.roundStartTime ?? 0)).filter((t) => t > 0);
const plannedDaySeconds = ((Math.max(...starts) - Math.min(...starts)) * (1 + 1 / Math.max(1, starts.length - 1))) / 1000;
log(`${couples} couples, ${day.entryCount} entries, ${schedule.eventNames.length} events, ${day.order.length} rounds, ${day.judges.length} judges, ${spectators} spectators.`);

const demo = generateDemoCompetition(startsAt);
const demoEvent = Object.keys(demo.events as object)[0];
const demoPages = await pageBytes((p) => valueAt(demo, p), demoEvent, [1]);

const loadAtStart = os.loadavg().map((l) => l.toFixed(1)).join(' ');
const figures: (DayFigures | string)[] = [];
const hasFirebaseServer = fs.existsSync(new URL('localdb-firebase-server/node_modules/firebase-server', import.meta.url));
for (const mode of modes) {
  for (const server of servers) {
    if (server === 'firebase-server' && (mode === 'polling' || !hasFirebaseServer)) {
      if (mode === 'websocket') figures.push('firebase-server: not installed (flock /tmp/npm.lock npm i --prefix bench/localdb-firebase-server)');
      continue;
    }
    try {
      figures.push(await measureServer(day, { server, mode, pollIntervalMs, plannedDaySeconds, rules: true, seedFile, scheduleFile, spectators, tapMs, log }));
    } catch (error) {
      figures.push(`${server} (${mode}): failed: ${(error as Error).message}`);
    }
  }
}
fs.rmSync(work, { recursive: true, force: true });
const machine = `Node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? ''}), load average at start ${loadAtStart}, at end ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`;
console.log(dayReport({ couples, entries: day.entryCount, events: schedule.eventNames.length, rounds: day.order.length, judges: day.judges.length, spectators, tapMs, machine, demoPages, figures, plannedDaySeconds }));
process.exit(0);
