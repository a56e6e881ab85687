// Posting through the real firebase SDK, over a real socket, into the local database running the real
// database.rules.json: the patches the scrutineer's console sends are the ones the rules accept.
import fs from 'node:fs';
import { get, ref } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalDb, type LocalDb } from '../../../localdb/index.ts';
import { sdkClient, type SdkClient } from '../../../localdb/test/sdk-client.ts';
import { RoundState } from '../../domain/model';
import { c101, c102, c103, finalTree, semiFinalEvent, semiMarks, semiTree } from '../../testing/domain/scrutineer-scenario';
import { changeRoundState } from '../rounds/rounds';
import { postRoundResults } from './scrutineer';
import { databaseWriter, setDbWriter } from '../../data/writes/db-writer';

// Bronze Latin asks for 2 recalls where the marks allow 1 or 3: the chairman decides.
const tied = semiFinalEvent(2, RoundState.Marked, 'Bronze');
const seed = {
  ...semiTree(3),
  events: { ...semiTree(3).events, ...finalTree().events, [tied.eventName]: tied },
  marks: { ...semiTree(3).marks, ...finalTree().marks, [tied.eventName]: { 1: semiMarks } },
  roles: { scrutineerUid: { scrutineer: true }, deckUid: { deckCaptain: true }, chairUid: { chairman: true } },
};

let server: LocalDb;
let scrutineer: SdkClient;
let deckCaptain: SdkClient;
let chairman: SdkClient;

const actAs = (client: SdkClient) => setDbWriter(databaseWriter(() => client.db));
const read = async (path: string) => (await get(ref(scrutineer.db, path))).val();

beforeAll(async () => {
  server = await startLocalDb({ port: 0, rulesSource: fs.readFileSync('database.rules.json', 'utf8'), seed: JSON.parse(JSON.stringify(seed)) });
  scrutineer = sdkClient(server, { mockUserToken: { sub: 'scrutineerUid' } });
  deckCaptain = sdkClient(server, { mockUserToken: { sub: 'deckUid' } });
  chairman = sdkClient(server, { mockUserToken: { sub: 'chairUid' } });
});

afterAll(async () => {
  setDbWriter(undefined);
  await scrutineer.close();
  await deckCaptain.close();
  await chairman.close();
  await server.close();
});

describe('posting through the SDK against the local database and its rules', () => {
  it('is refused by the rules for a deck captain, with a message a person can act on, and changes nothing', async () => {
    actAs(deckCaptain);
    // Claiming the scrutineer's role in the app gets past the screen, not past the rules.
    await expect(postRoundResults('Silver Latin', 1, 'scrutineer')).rejects.toMatchObject({
      code: 'permission-denied',
      message: expect.stringMatching(/^You do not have permission for this\./),
    });
    expect(await read('events/Silver Latin/rounds/1/roundState')).toBe(RoundState.Marked);
  });

  it('posts a recall round as the scrutineer: results, the final\'s couples and both states in one accepted update', async () => {
    actAs(scrutineer);
    await postRoundResults('Silver Latin', 1, 'scrutineer');
    expect(await read('events/Silver Latin/rounds/1/roundState')).toBe(RoundState.Posted);
    expect(await read('events/Silver Latin/rounds/2/roundState')).toBe(RoundState.Initialized);
    expect(Object.keys(await read('events/Silver Latin/rounds/2/entries')).sort()).toEqual([c101, c102, c103].map((c) => c.entryId).sort());
    const saved = await read('resultsSaved/Silver Latin/1');
    expect(saved.sumRecalls).toMatchObject({ requested: 3, minMarks: 5, recalledCount: 3 });
    expect(saved.placements).toHaveLength(6);
  });

  it('posts a final as the scrutineer, with the final table and the event\'s final results', async () => {
    actAs(scrutineer);
    await postRoundResults('Gold Latin', 1, 'scrutineer');
    expect(await read('events/Gold Latin/rounds/1/roundState')).toBe(RoundState.Posted);
    expect((await read('resultsSaved/Gold Latin/finalResults')).places.map((p: { leadNumber: number }) => p.leadNumber)).toEqual([103, 101, 102]);
    expect((await read('resultsSaved/Gold Latin/1')).finalTable.danceTables[0].dance).toBe('ChaCha');
  });

  it('lets the chairman decide a recall tie (posting with the chosen option) and reopen the round', async () => {
    actAs(chairman);
    await postRoundResults('Bronze Latin', 1, 'chairman', { minMarks: 5, by: 'Ruth Chair', at: Date.UTC(2026, 10, 25, 14, 5) });
    expect(await read('resultsSaved/Bronze Latin/1/sumRecalls/chairmanDecided')).toBe(true);
    expect(await read('resultsSaved/Bronze Latin/1/sumRecalls/chairmanChoice/chosenBy')).toBe('Ruth Chair');
    expect(Object.keys(await read('events/Bronze Latin/rounds/2/entries'))).toHaveLength(3);

    await changeRoundState('Bronze Latin', 1, 'reopen', 'chairman');
    expect(await read('events/Bronze Latin/rounds/1/roundState')).toBe(RoundState.Running);
    expect(await read('resultsSaved/Bronze Latin/1')).toBeNull();
    expect(await read('events/Bronze Latin/rounds/2/entries')).toBeNull();
    expect(await read('marks/Bronze Latin/1/j1/submittedAt')).toBeNull();
  });
});
