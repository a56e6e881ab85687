// The backup screen's reads and writes through the real firebase SDK, over a real socket, into the local
// database under database.rules.json: the organiser reads the whole tree once and restores a file in one
// update; a competitor may do neither; the results file for other sites needs only public reads.
import fs from 'node:fs';
import { get, ref } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalDb, type LocalDb } from '../../../localdb/index.ts';
import { sdkClient, type SdkClient } from '../../../localdb/test/sdk-client.ts';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts';
import { generateDemoCompetition } from '../../demo/generate-demo';
import { backupText, makeBackup, readBackup, resultsFileSchema } from '../../domain/transfer';
import { loadResultsFile } from '../../data/public-results-tree';
import { databaseWriter, setDbWriter } from '../../data/writes/db-writer';
import { downloadableBackup, restoreBackup } from './backup';

const NOW = Date.UTC(2026, 10, 25, 2, 0);
const UIDS = Object.fromEntries(DEMO_ACCOUNTS.map((account, i) => [account.email, `uid-${i}`]));
const uidOf = (role: string) => Object.entries(UIDS).find(([email]) => DEMO_ACCOUNTS.find((a) => a.email === email)?.roles.includes(role as never))?.[1] ?? '';
const seed = generateDemoCompetition(NOW, { uids: UIDS });
const ORGANISER = uidOf('organiser');

let server: LocalDb;
let organiser: SdkClient;
let visitor: SdkClient;
let stranger: SdkClient;

const actAs = (client: SdkClient) => setDbWriter(databaseWriter(() => client.db));

beforeAll(async () => {
  server = await startLocalDb({ port: 0, rulesSource: fs.readFileSync('database.rules.json', 'utf8'), seed: JSON.parse(JSON.stringify(seed)) });
  organiser = sdkClient(server, { mockUserToken: { sub: ORGANISER } });
  visitor = sdkClient(server);
  stranger = sdkClient(server, { mockUserToken: { sub: 'nobody-in-particular' } });
});

afterAll(async () => {
  setDbWriter(undefined);
  await Promise.all([organiser.close(), visitor.close(), stranger.close()]);
  await server.close();
});

describe('backup and restore through the SDK under the rules', () => {
  it('downloads, as the organiser, the whole tree the database holds', async () => {
    actAs(organiser);
    const backup = await downloadableBackup(NOW);
    const { backup: read } = readBackup(backupText(backup));
    // Every branch but the public summaries, which are derived from events and rebuilt by a restore.
    expect(Object.keys(read.tree).sort()).toEqual(Object.keys(makeBackup(seed, NOW).tree).sort());
    expect(Object.keys(seed)).toContain('eventIndex');
    expect(read.tree).toEqual(makeBackup(seed, NOW).tree);
  });

  it('refuses the whole-tree read to an account that is not an organiser', async () => {
    actAs(stranger);
    await expect(downloadableBackup(NOW)).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('builds the results file from public reads alone, for a visitor who is not signed in', async () => {
    actAs(visitor);
    const file = await loadResultsFile(NOW);
    expect(resultsFileSchema.safeParse(file).success).toBe(true);
    expect(file.events.length).toBe(Object.keys(seed.events as object).length);
    expect(file.events.some((event) => event.rounds.some((round) => round.status === 'posted'))).toBe(true);
  });

  it('restores a smaller file in one update that leaves exactly its tree', async () => {
    actAs(organiser);
    const small = { competitionMetadata: seed.competitionMetadata, roles: { [ORGANISER]: { organiser: true } } };
    const plan = await restoreBackup(makeBackup(small, NOW), ORGANISER);
    expect(plan.warnings).toEqual([]);
    const { publicVersion, publicVersionKeys, ...tree } = (await get(ref(organiser.db))).val() as Record<string, unknown>;
    expect(tree).toEqual(small);
    // The public branches it replaced (and removed) were announced to polling pages, under the rules (issue 33),
    // the events' index as written whole (its lines are asked again whole).
    expect(Object.keys(publicVersion as object)).toEqual(expect.arrayContaining(['competitionMetadata', 'events']));
    expect(publicVersionKeys).toEqual({ eventIndex: { whole: 1, branch: 1 } });
  });
});
