// Venue mode over TLS (issue 34, `npm run venue -- start <config> --tls cert key`): the site, the
// database's websocket and REST, and sign-in are all served over https/wss on the venue address, and
// the real Firebase SDK, set up the way a venue build with "tls": true sets itself up
// (src/data/emulator-hosts.ts), signs an official in and writes and reads over them.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { get, getDatabase, onValue, ref, set } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUidFor } from '../../src/demo/demo-accounts.ts';
import { generateDemoCompetition } from '../../src/demo/generate-demo.ts';
import { authEmulatorUrl, databaseTarget, emulatorHosts } from '../../src/data/emulator-hosts.ts';
import { paths } from '../../src/domain/tree-paths.ts';
import { freePort } from '../../scripts/lib/free-port.ts';
import { baselineState } from '../../scripts/venue/mirror.ts';
import { startVenue, type RunningVenue } from '../../scripts/venue/start.ts';
import { venueConfigSchema, type VenueConfig } from '../../scripts/venue/venue-config.ts';
import { venueFiles } from '../../scripts/venue/venue-files.ts';

for (const name of ['HTTP_PROXY', 'http_proxy', 'HTTPS_PROXY', 'https_proxy']) delete process.env[name];

const SCRUTINEER = 'scrutineer@demo.test';
const VENUE_PASSWORD = 'venue-password-1';

let workDir = '';
let venue: RunningVenue | null = null;
let app: FirebaseApp | null = null;
let cert: Buffer;
let key: Buffer;
const rejectBefore = process.env.NODE_TLS_REJECT_UNAUTHORIZED;

/** A self-signed certificate for 127.0.0.1, made for this run only. */
function makeCertificate(dir: string): { cert: Buffer; key: Buffer } {
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' });
  return { cert: fs.readFileSync(path.join(dir, 'cert.pem')), key: fs.readFileSync(path.join(dir, 'key.pem')) };
}

/** GET over https trusting only the test's certificate. */
function httpsGet(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    https
      .get(url, { ca: cert }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** What prepare leaves (without a hosted site to download from): the tree, the officials, the mirror's baseline, a site. */
async function prepared(): Promise<VenueConfig> {
  const closed = await freePort();
  const config = venueConfigSchema.parse({
    // Nothing listens there: the mirror finds the hosted side unreachable, which this test does not need.
    hosted: { databaseUrl: `http://127.0.0.1:${closed}?ns=hosted`, authEmulatorUrl: `http://127.0.0.1:${closed}`, organiserEmail: 'organiser@demo.test' },
    venue: { host: '127.0.0.1', dbPort: 0, authPort: await freePort(), sitePort: 0, dir: path.join(workDir, 'venue'), tls: true },
  });
  const files = venueFiles(config);
  fs.mkdirSync(files.site, { recursive: true });
  const tree = generateDemoCompetition(Date.now(), { uids: { [SCRUTINEER]: demoUidFor(SCRUTINEER) } });
  fs.writeFileSync(files.tree, JSON.stringify(tree));
  fs.writeFileSync(files.mirrorState, JSON.stringify(baselineState(tree)));
  fs.writeFileSync(files.officials, JSON.stringify([{ email: SCRUTINEER, uid: demoUidFor(SCRUTINEER), password: VENUE_PASSWORD }]));
  fs.writeFileSync(path.join(files.site, 'index.html'), '<!doctype html><title>Venue site</title>');
  return config;
}

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-tls-'));
  ({ cert, key } = makeCertificate(workDir));
}, 60_000);

afterAll(async () => {
  if (app) await deleteApp(app);
  await venue?.stop();
  if (rejectBefore === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  else process.env.NODE_TLS_REJECT_UNAUTHORIZED = rejectBefore;
  fs.rmSync(workDir, { recursive: true, force: true });
}, 60_000);

describe('venue mode over TLS', () => {
  it('refuses to start over https a venue prepared for plain http, and the other way round', async () => {
    const config = await prepared();
    const plain = { ...config, venue: { ...config.venue, tls: false } };
    const options = { password: 'unused', site: false, mirrorIntervalMs: 60_000, log: () => {} };
    await expect(startVenue(plain, { ...options, tls: { cert, key } })).rejects.toThrow(/prepared for plain http/);
    await expect(startVenue(config, options)).rejects.toThrow(/start it with --tls/);
  });

  it('serves the site, the database (wss and REST) and sign-in over https, and the SDK signs in, writes and listens', async () => {
    const config = await prepared();
    venue = await startVenue(config, { password: 'unused', tls: { cert, key }, site: true, mirrorIntervalMs: 60_000, authStartTimeoutMs: 480_000, log: () => {} });
    expect(venue.site!.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(venue.db.url).toMatch(/^https:/);
    expect(venue.authUrl).toMatch(/^https:/);

    // The site, over https with the given certificate.
    const page = await httpsGet(`${venue.site!.url}/judges/J1`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Venue site');

    // The mirror reads the venue database over https (accepting its own certificate alone): nothing changed yet.
    expect(await venue.mirror.syncOnce()).toEqual({ written: [], conflicts: [], linkDown: null });

    // The build's choice: with VITE_EMULATOR_TLS the database is an https URL (the SDK opens wss://), sign-in https.
    const servers = emulatorHosts({ VITE_DB_EMULATOR_HOST: `127.0.0.1:${venue.db.port}`, VITE_AUTH_EMULATOR_HOST: `127.0.0.1:${config.venue.authPort}`, VITE_EMULATOR_TLS: 'true' });
    const target = databaseTarget({ projectId: config.venue.projectId }, servers);
    expect(target).toEqual({ url: `https://127.0.0.1:${venue.db.port}?ns=demo-ballroom-default-rtdb` });
    expect(authEmulatorUrl(servers)).toBe(venue.authUrl);

    // The SDK in Node cannot be given a CA, so this process alone accepts the test's self-signed certificate.
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    app = initializeApp({ apiKey: 'demo-api-key', projectId: config.venue.projectId, authDomain: 'demo-ballroom.firebaseapp.com' }, 'venue-tls');
    const auth = getAuth(app);
    connectAuthEmulator(auth, authEmulatorUrl(servers), { disableWarnings: true });
    const signedIn = await signInWithEmailAndPassword(auth, SCRUTINEER, VENUE_PASSWORD);
    expect(signedIn.user.uid).toBe(demoUidFor(SCRUTINEER));

    const db = getDatabase(app, target.url);
    const seen: unknown[] = [];
    const stop = onValue(ref(db, paths.liveScrollRefreshIndex()), (snapshot) => seen.push(snapshot.val()));
    // A scrutineer's write: the rules see the signed-in official's role from the downloaded tree.
    await set(ref(db, paths.liveScrollRefreshIndex()), 4242);
    await expect.poll(() => seen.at(-1), { timeout: 20_000 }).toBe(4242);
    stop();
    // Not signed in as a scrutineer the same path is refused: the rules apply over TLS too.
    await expect(set(ref(db, paths.judgeCode('J1')), 'ABCDEFG')).rejects.toThrow(/permission/i);
    expect((await get(ref(db, paths.liveScrollRefreshIndex()))).val()).toBe(4242);

    // REST over https, with the official's token.
    const rest = await httpsGet(`${venue.db.url}/${paths.liveScrollRefreshIndex()}.json?ns=demo-ballroom-default-rtdb&auth=${await signedIn.user.getIdToken()}`);
    expect(rest).toEqual({ status: 200, body: '4242' });
    expect(await venue.venueDb.get(paths.liveScrollRefreshIndex())).toBe(4242);
  }, 600_000);
});
