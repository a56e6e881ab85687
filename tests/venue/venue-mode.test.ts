// Venue mode end to end (issue 34): a "hosted" database in its own network namespace, a venue run on
// this side; prepare, three judges' tablets mark a round, the link is cut mid-round, the round is
// posted, the link comes back. The hosted side must end with every acknowledged mark, the results
// and the round states, and a change made on the hosted side meanwhile must be reported, not overwritten.
import { spawn, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, ref, serverTimestamp, set, update, type Database } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUidFor } from '../../src/demo/demo-accounts.ts';
import { DEMO_JUDGES } from '../../src/demo/demo-officials.ts';
import { generateDemoCompetition, snapshotOf } from '../../src/demo/generate-demo.ts';
import { postingUpdate, resultJudges } from '../../src/demo/play-round.ts';
import { RoundState } from '../../src/domain/model.ts';
import { isOnRoundPanel } from '../../src/domain/panels/index.ts';
import { completeRound } from '../../src/domain/rounds/index.ts';
import { paths } from '../../src/domain/tree-paths.ts';
import type { Tree } from '../../src/domain/tree-update.ts';
import { startAuthEmulator, type AuthEmulator } from '../../scripts/lib/auth-emulator.ts';
import { freePort } from '../../scripts/lib/free-port.ts';
import { finishVenue } from '../../scripts/venue/finish.ts';
import { prepareVenue } from '../../scripts/venue/prepare.ts';
import { RestDatabase } from '../../scripts/venue/rest-database.ts';
import { startVenue, type RunningVenue } from '../../scripts/venue/start.ts';
import { venueConfigSchema, type VenueConfig } from '../../scripts/venue/venue-config.ts';
import { createLinkedNamespace, type LinkedNamespace } from './network-namespace.ts';

for (const name of ['HTTP_PROXY', 'http_proxy', 'HTTPS_PROXY', 'https_proxy']) delete process.env[name];

const ROOT = path.resolve(import.meta.dirname, '../..');
const HOSTED_NS = 'hosted-ballroom-default-rtdb';
const ORGANISER = 'organiser@demo.test';
const PASSWORD = 'hosted-password';
/** The mirror's own account on the hosted side, granted only `mirror` (the rules let it write the mirrored units). */
const MIRROR = 'mirror@demo.test';
const MIRROR_PASSWORD = 'mirror-password';

let link: LinkedNamespace | null = null;
let hostedDb: ChildProcess | null = null;
let hostedAuth: AuthEmulator | null = null;
let venue: RunningVenue | null = null;
let workDir = '';
const apps: FirebaseApp[] = [];

/** Starts localdb inside the namespace, bound to its end of the pair only. */
function startHostedDb(ns: LinkedNamespace, dataDir: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(ns.exec[0], [...ns.exec.slice(1), process.execPath, '--import', 'tsx', path.join(ROOT, 'localdb/cli/main.ts'), '--host', ns.remoteAddress, '--port', '0', '--data', dataDir, '--rules', path.join(ROOT, 'database.rules.json')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      output += d.toString();
      const match = /listening on http:\/\/[0-9.]+:(\d+)/.exec(output);
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.once('exit', (code) => reject(new Error(`the hosted database exited (${code}) before listening`)));
  });
}

function tablet(port: number, uid: string): Database {
  const app = initializeApp({ projectId: 'demo-ballroom', databaseURL: `http://127.0.0.1:${port}?ns=demo-ballroom-default-rtdb` }, `tablet-${uid}`);
  apps.push(app);
  const db = getDatabase(app);
  connectDatabaseEmulator(db, '127.0.0.1', port, { mockUserToken: { sub: uid, user_id: uid } });
  return db;
}

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-mode-'));
  link = createLinkedNamespace(String(process.pid % 100_000), 34);
  const hosted = await startHostedDb(link, path.join(workDir, 'hosted-data'));
  hostedDb = hosted.child;
  // Sign-in stands for Firebase Auth on this side; the cut link is the database's.
  hostedAuth = await startAuthEmulator({ projectId: 'hosted-ballroom', startTimeoutMs: 240_000 });
  const organiserUid = demoUidFor(ORGANISER);
  for (const [uid, email, password] of [[organiserUid, ORGANISER, PASSWORD], [demoUidFor(MIRROR), MIRROR, MIRROR_PASSWORD]]) {
    const created = await fetch(`${hostedAuth.url}/identitytoolkit.googleapis.com/v1/projects/hosted-ballroom/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid, email, password }),
    });
    expect(created.ok).toBe(true);
  }
  const tree = generateDemoCompetition(Date.now(), { uids: { [ORGANISER]: organiserUid } }) as Tree & { roles: Record<string, Record<string, unknown>> };
  tree.roles[demoUidFor(MIRROR)] = { mirror: true };
  process.env.VENUE_MIRROR_PASSWORD = MIRROR_PASSWORD;
  const seeded = await fetch(`http://${link.remoteAddress}:${hosted.port}/.json?ns=${HOSTED_NS}`, { method: 'PUT', headers: { authorization: 'Bearer owner' }, body: JSON.stringify(tree) });
  expect(seeded.ok).toBe(true);
  process.env.HOSTED_PORT = String(hosted.port);
}, 300_000);

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await venue?.stop();
  hostedDb?.kill('SIGTERM');
  await hostedAuth?.stop();
  link?.remove();
  fs.rmSync(workDir, { recursive: true, force: true });
}, 60_000);

describe('venue mode', () => {
  it('mirrors a round marked and posted across a cut link, and reports a hosted change instead of overwriting it', async () => {
    const hostedPort = Number(process.env.HOSTED_PORT);
    const config: VenueConfig = venueConfigSchema.parse({
      hosted: { databaseUrl: `http://${link!.remoteAddress}:${hostedPort}?ns=${HOSTED_NS}`, authEmulatorUrl: hostedAuth!.url, organiserEmail: ORGANISER, mirrorEmail: MIRROR },
      venue: { host: '127.0.0.1', dbPort: 0, authPort: await freePort(), dir: path.join(workDir, 'venue') },
      officials: [{ email: ORGANISER, uid: demoUidFor(ORGANISER) }],
    });
    await prepareVenue(config, { password: PASSWORD, build: false, log: () => {} });
    expect(JSON.parse(fs.readFileSync(path.join(workDir, 'venue/backup.json'), 'utf8'))).toMatchObject({ format: 'ballroom-comp-backup' });
    venue = await startVenue(config, { password: PASSWORD, site: false, mirrorIntervalMs: 300, authStartTimeoutMs: 240_000, log: () => {} });
    const hostedRest = new RestDatabase('hosted', config.hosted.databaseUrl, () => Promise.resolve('owner'));
    const venueTree = (await venue.venueDb.get('')) as Tree;

    // The round on the floor and the three judges of its panel still marking. (REST shows rounds keyed
    // 1…n as an array with a null first.)
    const events = venueTree.events as Record<string, { rounds?: Record<string, { roundState: number; recallSize: number; entries?: Record<string, unknown> }>; dances: Record<string, number> }>;
    const [eventName, roundKey] = Object.entries(events).flatMap(([e, ev]) => Object.entries(ev.rounds ?? {}).filter(([, r]) => r?.roundState === RoundState.Running).map(([n]) => [e, n]))[0];
    const roundNumber = Number(roundKey);
    const round = events[eventName].rounds![roundKey];
    const context = { officials: Object.fromEntries(DEMO_JUDGES.map(({ key, ...judge }) => [key, judge])), panels: venueTree.panels as never };
    const panel = DEMO_JUDGES.filter((j) => isOnRoundPanel(context, eventName, roundNumber, j.key));
    const marksNow = ((venueTree.marks as Record<string, Record<string, Record<string, { submittedAt?: number }>>>)[eventName]?.[roundKey] ?? {}) as Record<string, { submittedAt?: number }>;
    const marking = panel.filter((j) => marksNow[j.key]?.submittedAt === undefined);
    expect(marking).toHaveLength(3);
    const codes = venueTree.judgeCodes as Record<string, string>;
    const entryIds = Object.keys(round.entries ?? {});
    const dances = Object.keys(events[eventName].dances);

    const tablets = await Promise.all(
      marking.map(async (judge, i) => {
        const db = tablet(venue!.db.port, `tablet-${i}`);
        await set(ref(db, paths.judgeSession(`tablet-${i}`)), { judgeKey: judge.key, code: codes[judge.key], boundAt: serverTimestamp() });
        return { judge, db };
      }),
    );
    const acknowledged: { path: string; value: number }[] = [];
    const markAll = async (danceList: string[]) => {
      await Promise.all(
        tablets.flatMap(({ judge, db }) =>
          danceList.flatMap((dance) =>
            entryIds.map(async (entryId, k) => {
              const p = paths.judgeDanceMark(eventName, roundNumber, judge.key, dance, entryId);
              const value = k < round.recallSize ? 1 : 0;
              await set(ref(db, p), value);
              acknowledged.push({ path: p, value });
            }),
          ),
        ),
      );
    };

    // A slot of the running order, edited on both sides while the link is down.
    const slotKey = Object.keys((venueTree.schedule as { slots: Record<string, unknown> }).slots)[0];
    const half = Math.ceil(dances.length / 2);
    await markAll(dances.slice(0, half));
    await waitUntil('the first marks on the hosted side', async () => (await hostedRest.get(paths.judgeMarks(eventName, roundNumber, tablets[0].judge.key))) !== null);

    link!.setLink(false);
    await markAll(dances.slice(half));
    await Promise.all(tablets.map(({ judge, db }) => set(ref(db, `${paths.judgeMarks(eventName, roundNumber, judge.key)}/submittedAt`), serverTimestamp())));
    await venue.venueDb.put(`schedule/slots/${slotKey}/finishedAt`, 111);
    execFileSync('ip', [...link!.exec.slice(1), 'curl', '-s', '-X', 'PUT', '-H', 'Authorization: Bearer owner', '-d', '222', `http://${link!.remoteAddress}:${hostedPort}/schedule/slots/${slotKey}/finishedAt.json?ns=${HOSTED_NS}`]);

    // The round is completed and posted at the venue (by the organiser, who may do what the scrutineer does).
    const scrutineer = tablet(venue.db.port, demoUidFor(ORGANISER));
    const after = (await venue.venueDb.get('')) as Tree;
    const who = { actor: 'scrutineer' as const, judgeKeys: panel.map((j) => j.key) };
    const completed = completeRound(snapshotOf(after, eventName), roundNumber, who);
    await update(ref(scrutineer), completed);
    const marked = (await venue.venueDb.get('')) as Tree;
    await update(ref(scrutineer), postingUpdate(snapshotOf(marked, eventName), roundNumber, resultJudges(panel), who, { by: 'Chairman', at: Date.now() }));

    link!.setLink(true);
    const venueMarks = await venue.venueDb.get(`marks/${eventName}/${roundKey}`);
    await waitUntil('the mirror to catch up', async () => JSON.stringify(await hostedRest.get(`marks/${eventName}/${roundKey}`)) === JSON.stringify(venueMarks), 90_000);

    const report = await finishVenue(config, venue.db.url, PASSWORD);
    expect(report.linkDown).toBeNull();
    expect(report.conflicts.map((c) => c.path)).toEqual([`schedule/slots/${slotKey}`]);
    expect(report.branches.filter((b) => !b.same).map((b) => b.branch)).toEqual(['schedule']);

    // Every acknowledged mark, the results and the round states are on the hosted side; the hosted change stands.
    expect(acknowledged.length).toBe(3 * dances.length * entryIds.length);
    for (const mark of acknowledged) expect(await hostedRest.get(mark.path)).toBe(mark.value);
    expect(await hostedRest.get(`resultsSaved/${eventName}/${roundKey}`)).toEqual(await venue.venueDb.get(`resultsSaved/${eventName}/${roundKey}`));
    expect(await hostedRest.get(`events/${eventName}/rounds`)).toEqual(await venue.venueDb.get(`events/${eventName}/rounds`));
    expect(((await hostedRest.get(`events/${eventName}/rounds/${roundKey}`)) as { roundState: number }).roundState).toBe(RoundState.Posted);
    expect(await hostedRest.get(`schedule/slots/${slotKey}/finishedAt`)).toBe(222);
    // What came up was announced to phones polling the hosted side: the counters of the branches it wrote moved.
    const versions = (await hostedRest.get('publicVersion')) as Record<string, number> | null;
    expect(versions?.resultsSaved).toBeGreaterThanOrEqual(1);
    expect(versions?.events).toBeGreaterThanOrEqual(1);
  }, 600_000);
});
