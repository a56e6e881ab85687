// The CSV import on an organiser's laptop whose clock runs 5 s fast, through the real firebase SDK into the
// local database under database.rules.json: the rules refuse a registeredTime or createdAt ahead of the
// server's `now`, so the import must let the database stamp them.
import fs from 'node:fs';
import { get, ref, update } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalDb, type LocalDb } from '../../../localdb/index.ts';
import { sdkClient, type SdkClient } from '../../../localdb/test/sdk-client.ts';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts';
import { generateDemoCompetition } from '../../demo/generate-demo';
import { previewImport, readCsvTable, suggestMapping } from '../../domain/transfer';
import type { CompetitionEvent } from '../../domain/model';
import { databaseWriter, setDbWriter } from '../../data/writes/db-writer';
import { importEntries } from './import-entries';

const SKEW_MS = 5_000;
const UIDS = Object.fromEntries(DEMO_ACCOUNTS.map((account, i) => [account.email, `uid-${i}`]));
const ORGANISER = UIDS['organiser@demo.test'];
const seed = generateDemoCompetition(Date.UTC(2026, 10, 25, 2, 0), { uids: UIDS });
const events = seed.events as Record<string, CompetitionEvent>;
const [firstEvent, secondEvent] = Object.keys(events);

let server: LocalDb;
let organiser: SdkClient;

beforeAll(async () => {
  server = await startLocalDb({ port: 0, rulesSource: fs.readFileSync('database.rules.json', 'utf8'), seed: JSON.parse(JSON.stringify(seed)) });
  organiser = sdkClient(server, { mockUserToken: { sub: ORGANISER } });
  setDbWriter(databaseWriter(() => organiser.db));
});

afterAll(async () => {
  setDbWriter(undefined);
  await organiser.close();
  await server.close();
});

const fastClock = () => Date.now() + SKEW_MS;

describe('the CSV import with the organiser\'s clock 5 s fast', () => {
  it('is the case the rules refuse when the client stamps the time itself', async () => {
    const entryId = 'ada fastclock~bo fastclock';
    const write = update(ref(organiser.db), { [`events/${firstEvent}/entries/${entryId}/registeredTime`]: fastClock() });
    await expect(write).rejects.toThrow(/PERMISSION_DENIED/);
  });

  it('is accepted, and every entry and new couple record carries the server\'s time', async () => {
    const csv = `Lead,Follow,Team,Events\nAda Fastclock,Bo Fastclock,TBA,"${firstEvent}, ${secondEvent}"\nCy Skewed,Di Skewed,TBA,${firstEvent}\n`;
    const table = readCsvTable(csv);
    const current = (await get(ref(organiser.db, 'events'))).val() as Record<string, CompetitionEvent>;
    const preview = previewImport(table, suggestMapping(table.headers), current);
    expect(preview.rows.map((row) => row.status)).toEqual(['new-couple', 'new-couple']);

    const before = Date.now();
    const outcome = await importEntries(preview, ORGANISER, fastClock());
    const after = Date.now();
    expect(outcome).toEqual({ rowCount: 2, entryCount: 3 });

    const stored = (await get(ref(organiser.db, 'events'))).val() as Record<string, CompetitionEvent>;
    const imported = [firstEvent, secondEvent].flatMap((name) => Object.values(stored[name].entries ?? {}))
      .filter((entry) => entry.leadName === 'Ada Fastclock' || entry.leadName === 'Cy Skewed');
    expect(imported).toHaveLength(3);
    for (const entry of imported) {
      expect(entry.registeredTime).toBeGreaterThanOrEqual(before);
      expect(entry.registeredTime).toBeLessThanOrEqual(after);
      const couple = (await get(ref(organiser.db, `couples/${entry.entryId}`))).val() as { createdAt: number; ownerUid: string };
      expect(couple.ownerUid).toBe(ORGANISER);
      expect(couple.createdAt).toBeGreaterThanOrEqual(before);
      expect(couple.createdAt).toBeLessThanOrEqual(after);
    }
  });
});
