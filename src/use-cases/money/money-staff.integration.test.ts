// The treasurer's and organiser's new actions through the real firebase SDK, over a real socket, into the
// local database running the real database.rules.json: missing receipts, a dancer's discount, and the
// review of a couple entered as Other.
import fs from 'node:fs';
import { get, ref } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalDb, type LocalDb } from '../../../localdb/index.ts';
import { sdkClient, type SdkClient } from '../../../localdb/test/sdk-client.ts';
import { makeEntry } from '../../domain/entries';
import { DATES, EARLY_END, SCHEDULE } from '../../testing/domain/money-fixtures';
import { resolveOtherCouple } from '../affiliation-review/resolve-other-couple';
import { databaseWriter, setDbWriter } from '../../data/writes/db-writer';
import { assignDiscount, sendMissingReceipts } from './money-writes';

const CORNELL = 'Cornell DanceSport';
const early = { ...makeEntry({ leadName: 'Theo Castillo', followName: 'Ana Ruiz', affiliation: CORNELL, registeredTime: EARLY_END + 1 }), registeredBy: 'earlyUid' };
const late = { ...makeEntry({ leadName: 'Max Bell', followName: 'Ivy Chen', affiliation: CORNELL, registeredTime: EARLY_END + 9 }), registeredBy: 'lateUid' };
const indie = { ...makeEntry({ leadName: 'Olly Free', followName: 'Pat Indie', affiliation: 'Other', affiliationOther: 'Riverside Dance Club', registeredTime: EARLY_END + 1 }), registeredBy: 'lateUid' };
const p1 = { paymentId: 'p1', payer: { kind: 'team', affiliation: CORNELL }, amount: 2000, method: 'cash', recordedBy: 'treasurerUid', recordedAt: EARLY_END + 50 };
const seed = {
  competitionMetadata: { fullName: 'Receipts Open', startDate: '2026-11-28', endDate: '2026-11-29', ...DATES },
  events: { W: { eventName: 'W', style: 'Standard', eventLevel: 'Bronze', dances: { Waltz: 0 }, entries: { [early.entryId]: early, [late.entryId]: late, [indie.entryId]: indie } } },
  fees: { schedule: SCHEDULE },
  payments: { p1 },
  accountPayments: { earlyUid: { p1 } },
  roles: { treasurerUid: { treasurer: true }, organiserUid: { organiser: true } },
};

let server: LocalDb;
let treasurer: SdkClient;
let organiser: SdkClient;
let latecomer: SdkClient;
const actAs = (client: SdkClient) => setDbWriter(databaseWriter(() => client.db));
const readAs = async (client: SdkClient, path: string) => (await get(ref(client.db, path))).val();

beforeAll(async () => {
  server = await startLocalDb({ port: 0, rulesSource: fs.readFileSync('database.rules.json', 'utf8'), seed: JSON.parse(JSON.stringify(seed)) });
  treasurer = sdkClient(server, { mockUserToken: { sub: 'treasurerUid' } });
  organiser = sdkClient(server, { mockUserToken: { sub: 'organiserUid' } });
  latecomer = sdkClient(server, { mockUserToken: { sub: 'lateUid' } });
});

afterAll(async () => {
  setDbWriter(undefined);
  await treasurer.close();
  await organiser.close();
  await latecomer.close();
  await server.close();
});

describe('staff money actions against the rules', () => {
  it('the treasurer sends the latecomer the team payment it is missing, which it then reads (and nobody else\'s)', async () => {
    actAs(treasurer);
    await expect(sendMissingReceipts()).resolves.toEqual(expect.objectContaining({ copies: 1, accounts: 1 }));
    expect(await readAs(latecomer, 'accountPayments/lateUid/p1')).toEqual(p1);
    await expect(readAs(latecomer, 'payments')).rejects.toThrow();
    await expect(readAs(latecomer, 'accountPayments/earlyUid')).rejects.toThrow();
    await expect(sendMissingReceipts()).resolves.toEqual(expect.objectContaining({ copies: 0 }));
  });

  it('the treasurer grants a dancer the student rate; a competitor cannot', async () => {
    actAs(latecomer);
    // Refused at the first step (the ledger it reads is staff-only); the write itself is the matrix's case.
    await expect(assignDiscount(late.leadId, 'student')).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await readAs(treasurer, 'fees/schedule/dancerDiscounts')).toBeNull();
    actAs(treasurer);
    await assignDiscount(late.leadId, 'student');
    expect(await readAs(treasurer, `fees/schedule/dancerDiscounts/${late.leadId}`)).toBe('student');
    await assignDiscount(late.leadId, null);
    expect(await readAs(treasurer, 'fees/schedule/dancerDiscounts')).toBeNull();
  });

  it('the organiser accepts the club an Other couple typed; the treasurer may not', async () => {
    actAs(treasurer);
    await expect(resolveOtherCouple(indie.entryId, { kind: 'accept', name: 'Riverside Dance Club', acceptedBy: 'treasurerUid' })).rejects.toMatchObject({ code: 'permission-denied' });
    actAs(organiser);
    await expect(resolveOtherCouple(indie.entryId, { kind: 'accept', name: 'Riverside Dance Club', acceptedBy: 'organiserUid' })).resolves.toBe('Riverside Dance Club');
    expect(await readAs(latecomer, `events/W/entries/${indie.entryId}`)).toMatchObject({ affiliation: 'Riverside Dance Club' });
    expect(await readAs(latecomer, `events/W/entries/${indie.entryId}/affiliationOther`)).toBeNull();
    expect(await readAs(latecomer, 'acceptedTeams/riverside dance club')).toMatchObject({ name: 'Riverside Dance Club', acceptedBy: 'organiserUid' });
  });
});
