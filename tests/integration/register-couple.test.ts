// registerCouple and withdrawEntry through the real SDK against the local database with the real
// rules (database.rules.json): what a competitor may write, and that a refused registration writes nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, get, getDatabase, ref, type Database } from 'firebase/database';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startLocalDb, type LocalDb } from '../../localdb/index.ts';
import type { JsonValue } from '../../localdb/protocol/json.ts';
import { DbError } from '../../src/data/errors';
import { RegistrationRefusedError, registerCouple, withdrawEntry } from '../../src/use-cases/registration/register-couple';
import { databaseWriter, setDbWriter } from '../../src/data/writes/db-writer';
import { entryIdFor } from '../../src/domain/entries';
import type { CompetitionEvent } from '../../src/domain/model';
import { planRegistration } from '../../src/domain/registration';

for (const name of ['HTTP_PROXY', 'http_proxy', 'HTTPS_PROXY', 'https_proxy']) delete process.env[name];

const DAY = 24 * 60 * 60 * 1000;
const NS = 'demo-registration-default-rtdb';
const ROOT = path.resolve(import.meta.dirname, '../..');
let dataDir: string;
let server: LocalDb;
const apps: FirebaseApp[] = [];

const event = (eventName: string, style: CompetitionEvent['style']): CompetitionEvent => ({ eventName, style, eventLevel: 'Bronze', dances: { Waltz: 0 } });

const seed = {
  competitionMetadata: {
    fullName: 'Registration Test Classic', primaryColor: '#123456', startDate: '2026-12-05', endDate: '2026-12-05',
    resultsPageShown: false, registrationStatus: 'auto', dateRegistrationClosed: Date.now() + DAY,
  },
  events: { 'Latin Bronze': event('Latin Bronze', 'Latin'), 'Standard Bronze': event('Standard Bronze', 'Standard') },
  roles: { boss: { organiser: true } },
};

/** A signed-in device: its own SDK app with an emulator token for `uid`. */
function device(uid: string): Database {
  const app = initializeApp({ projectId: 'demo-registration', databaseURL: `http://127.0.0.1:${server.port}?ns=${NS}` }, `reg-${uid}-${apps.length}`);
  apps.push(app);
  const db = getDatabase(app);
  connectDatabaseEmulator(db, '127.0.0.1', server.port, { mockUserToken: { sub: uid, email: `${uid}@example.com` } });
  return db;
}

async function readEvents(db: Database): Promise<Record<string, CompetitionEvent>> {
  return (await get(ref(db, 'events'))).val();
}

const couple = { leadName: 'Ana Lima', followName: 'Ben Okafor', affiliation: 'Cornell DanceSport' };
const entryId = entryIdFor('Ana Lima', 'Ben Okafor');

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'register-couple-'));
  server = await startLocalDb({
    port: 0, dataDir, seed: JSON.parse(JSON.stringify(seed)) as JsonValue, rulesSource: fs.readFileSync(path.join(ROOT, 'database.rules.json'), 'utf8'), rulesFileName: 'database.rules.json',
  });
});

afterEach(() => setDbWriter(undefined));

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('registerCouple against the local database and the real rules', () => {
  it('writes the entries and the registrant record in one update, stamped by the server', async () => {
    const db = device('ana');
    setDbWriter(databaseWriter(() => db));
    const before = Date.now();
    await registerCouple({
      couple, eventNames: ['Latin Bronze', 'Standard Bronze'], events: await readEvents(db),
      registerer: { kind: 'competitor', uid: 'ana', email: 'ana@example.com' }, now: Date.now(),
    });
    const boss = device('boss');
    const latin = (await get(ref(boss, `events/Latin Bronze/entries/${entryId}`))).val();
    expect(latin).toMatchObject({ entryId, leadName: 'Ana Lima', followName: 'Ben Okafor', registeredBy: 'ana' });
    expect(latin.registeredTime).toBeGreaterThanOrEqual(before - 5000);
    expect(latin.registeredTime).toBeLessThanOrEqual(Date.now());
    expect(latin).not.toHaveProperty('leadNumber');
    expect((await get(ref(boss, `events/Standard Bronze/entries/${entryId}`))).exists()).toBe(true);
    const registrant = (await get(ref(db, 'registrants/ana'))).val();
    expect(registrant).toMatchObject({ email: 'ana@example.com', leadName: 'Ana Lima' });
    expect(typeof registrant.createdAt).toBe('number');
  });

  it('refuses a duplicate couple before writing, with the reason', async () => {
    const db = device('someone-else');
    setDbWriter(databaseWriter(() => db));
    const attempt = registerCouple({
      couple: { ...couple, leadName: ' ana  LIMA ' }, eventNames: ['Latin Bronze'], events: await readEvents(db),
      registerer: { kind: 'competitor', uid: 'someone-else', email: 'x@example.com' }, now: Date.now(),
    });
    await expect(attempt).rejects.toBeInstanceOf(RegistrationRefusedError);
    await expect(attempt).rejects.toThrow('Latin Bronze: Ana Lima and Ben Okafor are already entered in this event.');
  });

  it('reads the couple records fresh, so a stale page gets the reason; the stale patch itself is refused as a whole by the rules', async () => {
    const db = device('stale');
    setDbWriter(databaseWriter(() => db));
    const stale = { 'Latin Bronze': event('Latin Bronze', 'Latin'), 'Standard Bronze': event('Standard Bronze', 'Standard'), 'Smooth Bronze': event('Smooth Bronze', 'Smooth') };
    const request = {
      couple, eventNames: ['Latin Bronze'], events: stale,
      registerer: { kind: 'competitor', uid: 'stale', email: 'stale@example.com' } as const, now: Date.now(),
    };
    await expect(registerCouple(request)).rejects.toMatchObject({ refusal: { code: 'couple-exists' } });
    // What an older client would send from the stale page: entries, registrant, a couple record and slot of its own.
    const plan = planRegistration({ ...request, records: { couples: {}, people: {} } });
    if (!plan.ok) throw new Error(plan.refusal.message);
    const attempt = databaseWriter(() => db).update(plan.patch);
    await expect(attempt).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(attempt).rejects.toBeInstanceOf(DbError);
    expect((await get(ref(db, 'registrants/stale'))).exists()).toBe(false);
    expect((await get(ref(db, 'accountCouples/stale'))).exists()).toBe(false);
    const entry = (await get(ref(db, `events/Latin Bronze/entries/${entryId}/registeredBy`))).val();
    expect(entry).toBe('ana');
  });

  it('writes the couple, people and slot records with the first registration, and nothing new when events are added', async () => {
    const db = device('ana');
    setDbWriter(databaseWriter(() => db));
    expect((await get(ref(db, `couples/${entryId}`))).val()).toMatchObject({ coupleId: entryId, ownerUid: 'ana', slot: 0, leadId: 'ana lima', followId: 'ben okafor' });
    expect((await get(ref(db, 'accountCouples/ana/0'))).val()).toBe(entryId);
    expect((await get(ref(db, 'people/ben okafor'))).val()).toEqual({ personId: 'ben okafor', name: 'Ben Okafor', affiliation: 'Cornell DanceSport' });
  });

  it('stops an account at the cap, the rules too, and lets a team captain past it', async () => {
    const db = device('flood');
    setDbWriter(databaseWriter(() => db));
    const register = async (uid: string, lead: string) => registerCouple({
      couple: { ...couple, leadName: lead }, eventNames: ['Latin Bronze'], events: await readEvents(db),
      registerer: { kind: 'competitor', uid, email: `${uid}@example.com` }, now: Date.now(),
    });
    for (const lead of ['Flo One', 'Flo Two', 'Flo Three', 'Flo Four']) await register('flood', lead);
    await expect(register('flood', 'Flo Five')).rejects.toMatchObject({ refusal: { code: 'account-cap' } });
    // Forged: the fifth couple claiming slot 4, as a client skipping its own check would.
    const forged = planRegistration({
      couple: { ...couple, leadName: 'Flo Five' }, eventNames: ['Latin Bronze'], events: await readEvents(db),
      registerer: { kind: 'competitor', uid: 'flood', email: 'flood@example.com' }, now: Date.now(),
      records: { couples: {}, people: (await get(ref(db, 'people'))).val(), slots: { 0: 'a', 1: 'b', 2: 'c', 3: 'd' }, cap: 5 },
    });
    if (!forged.ok) throw new Error(forged.refusal.message);
    await expect(databaseWriter(() => db).update(forged.patch)).rejects.toMatchObject({ code: 'permission-denied' });
    // The same patch on slot 4 is refused for the slot alone: with the organiser's cap raised to 5 it goes in.
    await databaseWriter(() => device('boss')).update({ 'settings/registration/couplesPerAccount': 5 });
    await databaseWriter(() => db).update(forged.patch);
    expect((await get(ref(db, 'accountCouples/flood/4'))).val()).toBe(entryIdFor('Flo Five', 'Ben Okafor'));
    await databaseWriter(() => device('boss')).update({ 'roles/captain/teamCaptain': true });
    const captain = device('captain');
    setDbWriter(databaseWriter(() => captain));
    for (const lead of ['Cap One', 'Cap Two', 'Cap Three', 'Cap Four', 'Cap Five']) await register('captain', lead);
    expect((await get(ref(captain, `couples/${entryIdFor('Cap Five', 'Ben Okafor')}`))).val()).toMatchObject({ ownerUid: 'captain' });
    expect((await get(ref(captain, `couples/${entryIdFor('Cap Five', 'Ben Okafor')}/slot`))).exists()).toBe(false);
  });

  it("lets a competitor withdraw their own entry, never someone else's", async () => {
    const other = device('mallory');
    setDbWriter(databaseWriter(() => other));
    await expect(withdrawEntry('Standard Bronze', entryId, 'mallory')).rejects.toMatchObject({ code: 'permission-denied' });
    const owner = device('ana');
    setDbWriter(databaseWriter(() => owner));
    await withdrawEntry('Standard Bronze', entryId, 'ana');
    expect((await get(ref(owner, `events/Standard Bronze/entries/${entryId}`))).exists()).toBe(false);
    // The withdrawal record (for the refund rule) landed in the same update, stamped by the server.
    const kept = (await get(ref(owner, `withdrawals/Standard Bronze/${entryId}`))).val() as { withdrawnBy: string; withdrawnAt: number; entry: { registeredBy: string } };
    expect(kept.withdrawnBy).toBe('ana');
    expect(kept.entry.registeredBy).toBe('ana');
    expect(kept.withdrawnAt).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('refuses registrations after the close date', async () => {
    const boss = device('boss');
    setDbWriter(databaseWriter(() => boss));
    await databaseWriter(() => boss).update({ 'competitionMetadata/dateRegistrationClosed': Date.now() - DAY });
    const late = device('late');
    setDbWriter(databaseWriter(() => late));
    const attempt = registerCouple({
      couple: { ...couple, leadName: 'Cy Dunn' }, eventNames: ['Standard Bronze'], events: await readEvents(late),
      registerer: { kind: 'competitor', uid: 'late', email: 'late@example.com' }, now: Date.now(),
    });
    await expect(attempt).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await get(ref(late, `events/Standard Bronze/entries/${entryIdFor('Cy Dunn', 'Ben Okafor')}`))).exists()).toBe(false);
  });
});
