// A process holding many spectators' SDK clients, each reading what its page reads (src/data/hooks and
// the pages under src/features), and noting when it first sees each round the driver is posting.
// Usage: spectator-pool.ts <port> <namespace> <kind> <clients> <first index> <schedule.json>
import fs from 'node:fs';
import type { DataSnapshot } from 'firebase/database';
import { countWebSocketBytes, received, receivedByPath } from './counting-websocket.ts';
import { type DayDriverMessage, type SeenTimes, type SpectatorKind, sendToDriver } from './ipc.ts';
import { type ScheduleFile, type ScheduledRound, postedKey } from './schedule-file.ts';
import { type SpectatorRead, spectatorReads } from './spectator-reads.ts';

for (const name of ['HTTP_PROXY', 'http_proxy', 'HTTPS_PROXY', 'https_proxy']) delete process.env[name];
countWebSocketBytes();
const { deleteApp, initializeApp } = await import('firebase/app');
const { connectDatabaseEmulator, getDatabase, onValue, ref } = await import('firebase/database');
const { preciseNow } = await import('../localdb/ipc.ts');

const [port, ns, kind, count, firstIndex, scheduleFile] = [
  Number(process.argv[2]), process.argv[3], process.argv[4] as SpectatorKind, Number(process.argv[5]), Number(process.argv[6]), process.argv[7],
];
const schedule = JSON.parse(fs.readFileSync(scheduleFile, 'utf8')) as ScheduleFile;

interface Listening {
  read: SpectatorRead;
  last: DataSnapshot | null;
  seen: SeenTimes;
}

const apps: ReturnType<typeof initializeApp>[] = [];
const seen: SeenTimes[] = [];
const listening: Listening[] = [];
/** Rounds being posted and not yet seen by every spectator. */
const watched = new Map<string, ScheduledRound>();
const errors: string[] = [];
let pendingFirstValues = 0;
/** Bytes received by the time every client had its first value of every read. */
let firstViewBytes = 0;

function check(l: Listening, at: number): void {
  if (!l.last) return;
  for (const [key, round] of watched) if (l.seen[key] === undefined && l.read.showsPosted(l.last, round)) l.seen[key] = at;
}

for (let i = 0; i < count; i++) {
  const app = initializeApp({ projectId: 'bench', databaseURL: `http://127.0.0.1:${port}?ns=${ns}` }, `spectator-${process.pid}-${i}`);
  const db = getDatabase(app);
  connectDatabaseEmulator(db, '127.0.0.1', port);
  apps.push(app);
  const mine: SeenTimes = {};
  seen.push(mine);
  for (const read of spectatorReads(kind, firstIndex + i, schedule)) {
    const l: Listening = { read, last: null, seen: mine };
    listening.push(l);
    pendingFirstValues++;
    onValue(
      ref(db, read.path),
      (snap) => {
        if (l.last === null && --pendingFirstValues === 0) {
          firstViewBytes = received.bytes;
          sendToDriver({ type: 'ready' });
        }
        l.last = snap;
        check(l, preciseNow());
      },
      (error) => errors.push(`${read.path}: ${error.message}`),
    );
  }
}

process.on('message', (message: DayDriverMessage) => {
  if (message.type === 'watch') {
    // The round's data may already be here when the message arrives: check what each client holds now.
    watched.set(postedKey(message.round.eventName, message.round.roundNumber), message.round);
    const at = preciseNow();
    listening.forEach((l) => check(l, at));
  }
  if (message.type === 'report' && process.env.BENCH_DAY_PATHS) {
    const top = [...receivedByPath].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([p, b]) => `${p} ${(b / count / 1024).toFixed(1)} KB`);
    console.error(`[${kind}] per client by path: ${top.join('; ')}`);
  }
  if (message.type === 'report') sendToDriver({ type: 'report', kind, clients: count, bytesReceived: received.bytes, firstViewBytes, seen, errors });
  if (message.type === 'exit') void Promise.all(apps.map((a) => deleteApp(a))).then(() => process.exit(0));
});
