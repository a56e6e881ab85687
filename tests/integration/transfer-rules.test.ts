// The transfer updates through the real SDK against the local database under database.rules.json: an
// organiser's CSV import (one update; the rules accept every derived key) and a restore of a full backup
// into a fresh database, read back through the SDK into the same results file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, get, getDatabase, ref, update, type Database } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalDb, type LocalDb } from '../../localdb/index.ts';
import type { JsonValue } from '../../localdb/protocol/json.ts';
import { DEMO_ACCOUNTS } from '../../src/demo/demo-accounts';
import { generateDemoCompetition } from '../../src/demo/generate-demo';
import type { CompetitionEvent } from '../../src/domain/model';
import { couple, makeEvent, RoundState } from '../../src/testing/domain/competition-fixtures';
import { withSummaryPatch } from '../../src/domain/summaries/index';
import { storedForm } from '../../src/domain/tree-update';
import { buildImportUpdate, buildResultsFile, decodeCsvBytes, makeBackup, planRestore, previewImport, readCsvTable, suggestMapping } from '../../src/domain/transfer/index';

for (const name of ['HTTP_PROXY', 'http_proxy', 'HTTPS_PROXY', 'https_proxy']) delete process.env[name];

const ROOT = path.resolve(import.meta.dirname, '../..');
const RULES = fs.readFileSync(path.join(ROOT, 'database.rules.json'), 'utf8');
const bronze = makeEvent('Bronze', 'Latin', ['Rumba'], [couple(0)], [{ state: RoundState.Initialized, scheduleIndex: 1, couples: [couple(0)] }]);
const silver = makeEvent('Silver', 'Standard', ['Waltz'], [], []);
const gold = makeEvent('Gold', 'Smooth', ['Waltz'], [couple(1)], [{ state: RoundState.Running, scheduleIndex: 2, couples: [couple(1)] }]);
const seed = {
  competitionMetadata: { fullName: 'Import Test Classic', primaryColor: '#123456', startDate: '2026-12-05', endDate: '2026-12-05', resultsPageShown: false, registrationStatus: 'auto' },
  events: { [bronze.eventName]: bronze, [silver.eventName]: silver, [gold.eventName]: gold },
  roles: { boss: { organiser: true } },
};

let server: LocalDb;
let dataDir: string;
const apps: FirebaseApp[] = [];

function device(ns: string, uid: string): Database {
  const app = initializeApp({ projectId: 'demo-transfer', databaseURL: `http://127.0.0.1:${server.port}?ns=${ns}` }, `transfer-${uid}-${apps.length}`);
  apps.push(app);
  const db = getDatabase(app);
  connectDatabaseEmulator(db, '127.0.0.1', server.port, { mockUserToken: { sub: uid, email: `${uid}@example.com` } });
  return db;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'transfer-rules-'));
  server = await startLocalDb({ port: 0, dataDir, seed: JSON.parse(JSON.stringify(seed)) as JsonValue, rulesSource: RULES, rulesFileName: 'database.rules.json' });
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('transfer updates under the real rules', () => {
  it('imports the fixture file in one update an organiser may write', async () => {
    const db = device('demo-import-default-rtdb', 'boss');
    const events = (await get(ref(db, 'events'))).val() as Record<string, CompetitionEvent>;
    const table = readCsvTable(decodeCsvBytes(fs.readFileSync(path.join(ROOT, 'tests/fixtures/import/entries-semicolon-bom.csv'))));
    const preview = previewImport(table, suggestMapping(table.headers), events);
    const built = buildImportUpdate(preview, events, { now: Date.now() });
    await update(ref(db), built.update);
    const after = (await get(ref(db, 'events'))).val() as Record<string, CompetitionEvent>;
    const leads = (name: string) => Object.values(after[name].entries ?? {}).map((e) => e.leadName).sort();
    expect(leads('Bronze Latin')).toEqual(['Alex Park', 'Mia Lopez']);
    expect(leads('Silver Standard')).toEqual(['Alex Park', 'Sam Cho']);
    expect(Object.keys(after['Bronze Latin'].rounds?.['1']?.entries ?? {})).toHaveLength(2);
  });

  it('refuses the same update from an account without the organiser role, writing nothing', async () => {
    const db = device('demo-import2-default-rtdb', 'stranger');
    const events = seed.events as Record<string, CompetitionEvent>;
    const table = readCsvTable('Lead,Follow,Events\nNew Lead,New Follow,Silver Standard\n');
    const built = buildImportUpdate(previewImport(table, suggestMapping(table.headers), events), events, { now: Date.now() });
    await expect(update(ref(db), built.update)).rejects.toThrow(/permission/i);
    expect((await get(ref(device('demo-import2-default-rtdb', 'boss'), 'events/Silver Standard/entries'))).exists()).toBe(false);
  });

  it('restores a full backup into a fresh database as one update', async () => {
    const organiserEmail = DEMO_ACCOUNTS.find((a) => a.roles.includes('organiser'))?.email ?? '';
    const tree = generateDemoCompetition(Date.now(), { uids: { [organiserEmail]: 'boss' } });
    const backup = makeBackup(tree, Date.now());
    const db = device('demo-restore-default-rtdb', 'boss');
    const current = (await get(ref(db))).val() as Record<string, unknown>;
    const plan = planRestore(current, backup, 'boss');
    expect(plan.warnings).toEqual([]);
    // As the app's writer sends it: the restore with the public summaries rebuilt from the file's events.
    await update(ref(db), withSummaryPatch(plan.update, {}));
    // The SDK reads numeric keys back as arrays; the stored form compares what the database holds.
    const read = (await get(ref(db))).val() as Record<string, unknown>;
    expect(storedForm(read)).toEqual(storedForm(tree));
    // The results file is the same whether the tree comes through the SDK (arrays) or not (keyed objects).
    expect(buildResultsFile(read, 0)).toEqual(buildResultsFile(tree, 0));
  });
});
