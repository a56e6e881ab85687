// `npm run venue -- start <config>`, at the venue: the local database (database.rules.json, seeded
// from the download), the Auth emulator with the officials' venue passwords, the built site, and the
// mirror up to the hosted database; all on the laptop's address only.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import QRCode from 'qrcode';
import { startLocalDb, type LocalDb } from '../../localdb/index.ts';
import { startAuthEmulator, type AuthEmulator } from '../lib/auth-emulator.ts';
import { freePort } from '../lib/free-port.ts';
import { Mirror, type SyncReport } from './mirror.ts';
import { RestDatabase } from './rest-database.ts';
import { mirrorToken } from './sign-in.ts';
import { serveSite, type SiteServer } from '../lib/static-site-server.ts';
import { startTlsProxy } from './tls-proxy.ts';
import { VenueError, venueNamespace, type VenueConfig } from './venue-config.ts';
import { venueFiles, type VenueOfficial } from './venue-files.ts';

const ROOT = resolve(import.meta.dirname, '../..');

export interface StartOptions {
  password: string;
  tls?: { cert: Buffer; key: Buffer };
  /** Serve the built site (off in tests that run without a build). */
  site: boolean;
  mirrorIntervalMs: number;
  /** How long the Auth emulator may take to start (firebase-tools is slow on a busy laptop). */
  authStartTimeoutMs?: number;
  log: (line: string) => void;
  onMirrorPass?: (report: SyncReport) => void;
}

export interface RunningVenue {
  db: LocalDb;
  auth: AuthEmulator;
  /** Where the devices sign in: the Auth emulator itself, or with `--tls` its https proxy. */
  authUrl: string;
  site: SiteServer | null;
  mirror: Mirror;
  venueDb: RestDatabase;
  hostedDb: RestDatabase;
  stop(): Promise<void>;
}

async function createOfficials(auth: AuthEmulator, projectId: string, officials: readonly VenueOfficial[]): Promise<void> {
  for (const official of officials) {
    // The hosted uid, so roles/<uid> in the downloaded tree applies at the venue too.
    const response = await fetch(`${auth.url}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: official.uid, email: official.email, password: official.password, emailVerified: true }),
    });
    if (!response.ok && !/DUPLICATE|EXISTS/i.test(await response.text())) throw new VenueError(`Could not create the venue sign-in for ${official.email}.`);
  }
}

export async function startVenue(config: VenueConfig, options: StartOptions): Promise<RunningVenue> {
  const files = venueFiles(config);
  if (!existsSync(files.tree)) throw new VenueError(`Nothing prepared in ${files.dir}: run \`npm run venue -- prepare <config>\` first (with internet).`);
  if (Boolean(options.tls) !== config.venue.tls) {
    throw new VenueError(
      config.venue.tls
        ? 'This venue was prepared for https ("tls": true in the configuration): start it with --tls <cert.pem> <key.pem>.'
        : 'This venue was prepared for plain http: set "tls": true under "venue" in the configuration and run prepare again (the site is built for one or the other), or start without --tls.',
    );
  }
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const one of stops.splice(0).reverse()) await one().catch((e: unknown) => options.log(`While stopping: ${(e as Error).message}`));
  };
  try {
    const { host } = config.venue;
    const db = await startLocalDb({
      host,
      port: config.venue.dbPort,
      dataDir: files.data,
      rulesSource: readFileSync(resolve(ROOT, 'database.rules.json'), 'utf8'),
      seed: JSON.parse(readFileSync(files.tree, 'utf8')) as never,
      tls: options.tls,
    });
    stops.push(() => db.close());
    // With a certificate the emulator listens on loopback only and devices reach it through the https proxy.
    const auth = await startAuthEmulator({
      projectId: config.venue.projectId,
      host: options.tls ? '127.0.0.1' : host,
      port: options.tls ? await freePort() : config.venue.authPort,
      startTimeoutMs: options.authStartTimeoutMs ?? 120_000,
    });
    stops.push(() => auth.stop());
    let authUrl = auth.url;
    if (options.tls) {
      const proxy = await startTlsProxy(options.tls, host, config.venue.authPort, auth);
      stops.push(() => proxy.close());
      authUrl = proxy.url;
    }
    await createOfficials(auth, config.venue.projectId, JSON.parse(readFileSync(files.officials, 'utf8')) as VenueOfficial[]);
    const site = options.site ? await serveSite(files.site, host, config.venue.sitePort, options.tls ? { tls: options.tls } : {}) : null;
    if (site) stops.push(() => site.close());

    const venueDb = new RestDatabase('The venue database', `${db.url}?ns=${venueNamespace(config)}`, () => Promise.resolve('owner'), 5_000, options.tls?.cert);
    const hostedDb = new RestDatabase('The hosted database', config.hosted.databaseUrl, mirrorToken(config, options.password));
    const mirror = new Mirror(venueDb, hostedDb, files.mirrorState);
    const running = mirror.run(options.mirrorIntervalMs, (report) => {
      if (report.written.length > 0) options.log(`Mirrored up: ${report.written.join(', ')}`);
      options.onMirrorPass?.(report);
    });
    stops.push(() => running.stop());
    return { db, auth, authUrl, site, mirror, venueDb, hostedDb, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The addresses and QR codes to show: judges' tablets, officials' sign-in, the projector. */
export async function addressSheet(siteUrl: string, judgeKeys: readonly string[]): Promise<string> {
  const entries: [string, string][] = [
    ['Officials sign in', `${siteUrl}/login`],
    ['Projector (live)', `${siteUrl}/live`],
    ...judgeKeys.map((key): [string, string] => [`Judge tablet ${key}`, `${siteUrl}/judges/${key}`]),
  ];
  const parts: string[] = [];
  for (const [label, url] of entries) parts.push(`${label}: ${url}`, await QRCode.toString(url, { type: 'terminal', small: true }));
  return parts.join('\n');
}
