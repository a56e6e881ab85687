// `npm run seed:demo` for real: the local database with the project's rules, Firebase's Auth emulator,
// and the Firebase SDK reading the seeded competition back as a visitor, the organiser and the competitor.
import { readFileSync } from 'node:fs';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { connectDatabaseEmulator, get, getDatabase, ref, type Database } from 'firebase/database';
import { startLocalDb, type LocalDb } from '../../localdb/index';
import { parseSeedArgs, seedDemo, SeedDemoError } from '../../scripts/seed-demo';
import { startAuthEmulator, type AuthEmulator } from '../../scripts/lib/auth-emulator';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoUidFor } from '../../src/demo/demo-accounts';
import { generateDemoCompetition } from '../../src/demo/generate-demo';
import { storedForm } from '../../src/domain/tree-update';

const PROJECT = 'demo-seed-test';
const NAMESPACE = `${PROJECT}-default-rtdb`;
const NOW = Date.now() - 60_000;

let db: LocalDb;
let auth: AuthEmulator;
let app: FirebaseApp;
let database: Database;

beforeAll(async () => {
  db = await startLocalDb({ port: 0, rulesSource: readFileSync('database.rules.json', 'utf8'), rulesFileName: 'database.rules.json' });
  auth = await startAuthEmulator({ projectId: PROJECT, startTimeoutMs: 120_000 });
  app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT, databaseURL: `http://127.0.0.1:${db.port}?ns=${NAMESPACE}` }, 'seed-demo-test');
  database = getDatabase(app);
  connectDatabaseEmulator(database, '127.0.0.1', db.port);
  connectAuthEmulator(getAuth(app), auth.url, { disableWarnings: true });
}, 150_000);

afterAll(async () => {
  await deleteApp(app);
  await auth?.stop();
  await db?.close();
});

const read = async (path: string) => (await get(ref(database, path))).val() as unknown;

describe('seedDemo', () => {
  it('creates the sign-ins under their fixed uids and writes the competition the rules let each role read', async () => {
    const result = await seedDemo({ dbUrl: db.url, namespace: NAMESPACE, authUrl: auth.url, now: NOW });
    expect(result.signIns.map((s) => [s.email, s.uid])).toEqual(DEMO_ACCOUNTS.map((a) => [a.email, demoUidFor(a.email)]));
    const expected = generateDemoCompetition(NOW);

    // A visitor reads the public parts, exactly as generated.
    expect(storedForm(await read('competitionMetadata'))).toEqual(expected.competitionMetadata);
    expect(storedForm(await read('events'))).toEqual(expected.events);
    expect(storedForm(await read('resultsSaved'))).toEqual(expected.resultsSaved);
    await expect(read('judgeCodes')).rejects.toThrow(/permission/i);

    // The organiser signs in with the demo password and reads the private parts.
    await signInWithEmailAndPassword(getAuth(app), 'organiser@demo.test', DEMO_PASSWORD);
    expect(await read('judgeCodes')).toEqual(expected.judgeCodes);
    expect(Object.fromEntries(result.judgeCodes.map((j) => [j.key, j.code]))).toEqual(expected.judgeCodes);
    expect(storedForm(await read('marks'))).toEqual(expected.marks);
    expect(await read('roles/demo-organiser')).toEqual({ email: 'organiser@demo.test', organiser: true });

    // The competitor reads their own registration.
    await signInWithEmailAndPassword(getAuth(app), 'competitor@demo.test', DEMO_PASSWORD);
    expect(await read('registrants/demo-competitor')).toEqual((expected.registrants as Record<string, unknown>)['demo-competitor']);
    await signOut(getAuth(app));
  }, 60_000);

  it('seeds again over existing accounts and data, replacing the whole tree', async () => {
    const later = NOW + 3_600_000;
    const result = await seedDemo({ dbUrl: db.url, namespace: NAMESPACE, authUrl: auth.url, now: later });
    expect(result.signIns.every((s) => s.uid === demoUidFor(s.email))).toBe(true);
    expect(storedForm(await read('competitionMetadata'))).toEqual(generateDemoCompetition(later).competitionMetadata);
  }, 60_000);

  it('says what it cannot reach', async () => {
    const closed = await startLocalDb({ port: 0 });
    const url = closed.url;
    await closed.close();
    await expect(seedDemo({ dbUrl: url, namespace: NAMESPACE, uids: {} })).rejects.toThrow(SeedDemoError);
    await expect(seedDemo({ dbUrl: url, namespace: NAMESPACE, uids: {} })).rejects.toThrow(/Cannot reach the local database/);
  });
});

describe('parseSeedArgs', () => {
  it('defaults to npm start’s database and Auth emulator, and takes overrides', () => {
    expect(parseSeedArgs([], {})).toEqual({ dbUrl: 'http://127.0.0.1:9000', namespace: 'demo-ballroom-default-rtdb', authUrl: 'http://127.0.0.1:9099' });
    expect(parseSeedArgs(['--db', 'http://127.0.0.1:9100', '--ns', 'x-default-rtdb', '--no-auth'], { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1' })).toEqual({ dbUrl: 'http://127.0.0.1:9100', namespace: 'x-default-rtdb' });
    expect(parseSeedArgs([], { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199' }).authUrl).toBe('http://127.0.0.1:9199');
    expect(() => parseSeedArgs(['--db'], {})).toThrow(/--db needs a value/);
    expect(() => parseSeedArgs(['--bogus'], {})).toThrow(/Unknown option --bogus/);
  });
});
