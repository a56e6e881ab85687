// Adding or deleting a round renumbers the later rounds of its event; through the real SDK and rules, the
// running order's heats and the rounds' own panels move with them in the same update.
import fs from 'node:fs';
import { get, ref } from 'firebase/database';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalDb, type LocalDb } from '../../../localdb/index.ts';
import { sdkClient, type SdkClient } from '../../../localdb/test/sdk-client.ts';
import type { ScheduleSlot } from '../../domain/model';
import { floorHeatsInOrder, heatRoundKey } from '../../domain/running-order';
import { RoundState, couple, makeEvent, metadata } from '../../testing/domain/competition-fixtures';
import { databaseWriter, setDbWriter } from '../../data/writes/db-writer';
import { addRound, removeRound } from './rounds';

const couples = Array.from({ length: 8 }, (_, i) => couple(i));
const gold = makeEvent('Gold', 'Standard', ['Waltz'], couples, [
  { state: RoundState.Initialized, scheduleIndex: 1, couples },
  { state: RoundState.Empty, scheduleIndex: 2 },
  { state: RoundState.Empty, scheduleIndex: 3 },
]);
const name = gold.eventName;
const heat = (number: number, roundNumber: number): ScheduleSlot => ({
  kind: 'heat', number, position: number, rounds: { [heatRoundKey({ eventName: name, roundNumber })]: { eventName: name, roundNumber } },
});
const panel = (...keys: string[]) => ({ judges: Object.fromEntries(keys.map((key) => [key, true])) });
const seed = {
  competitionMetadata: metadata,
  events: { [name]: gold },
  roles: { orgUid: { organiser: true } },
  schedule: { slots: { s1: heat(1, 1), s2: heat(2, 2), s3: heat(3, 3) } },
  panels: { rounds: { [name]: { '2': panel('j1', 'j2', 'j3'), '3': panel('j1', 'j2') } } },
};

let server: LocalDb | undefined;
let organiser: SdkClient | undefined;

async function start(): Promise<SdkClient> {
  server = await startLocalDb({ port: 0, rulesSource: fs.readFileSync('database.rules.json', 'utf8'), seed: JSON.parse(JSON.stringify(seed)) });
  organiser = sdkClient(server, { mockUserToken: { sub: 'orgUid' } });
  const client = organiser;
  setDbWriter(databaseWriter(() => client.db));
  return client;
}

async function stop(): Promise<void> {
  setDbWriter(undefined);
  await organiser?.close();
  await server?.close();
}

async function read(client: SdkClient, path: string): Promise<unknown> {
  return (await get(ref(client.db, path))).val();
}

/** Each heat's rounds as "number:round", in running order. */
async function heatsOf(client: SdkClient): Promise<string[]> {
  const slots = ((await read(client, 'schedule/slots')) ?? {}) as Record<string, ScheduleSlot>;
  return floorHeatsInOrder(slots).map(({ slot }) => `${slot.number}:${Object.values(slot.rounds).map((r) => r.roundNumber).join('+')}`);
}

beforeEach(async () => {
  await stop();
});
afterAll(stop);

describe('rounds renumbered by adding or deleting one', () => {
  it('adding a round after the first moves the later heats’ references and the rounds’ panels up by one', async () => {
    const client = await start();
    await addRound(name, 1, false);
    expect(Object.keys((await read(client, `events/${name}/rounds`)) as object)).toHaveLength(4);
    expect(await heatsOf(client)).toEqual(['1:1', '2:3', '3:4']);
    const slots = (await read(client, 'schedule/slots')) as Record<string, ScheduleSlot>;
    expect(Object.keys(slots.s3.kind === 'heat' ? slots.s3.rounds : {})).toEqual([heatRoundKey({ eventName: name, roundNumber: 4 })]);
    expect(await read(client, `panels/rounds/${name}`)).toEqual({ '3': panel('j1', 'j2', 'j3'), '4': panel('j1', 'j2') });
  });

  it('deleting the second round drops its heat and panel and moves the final’s down', async () => {
    const client = await start();
    await removeRound(name, 2, false);
    expect(await heatsOf(client)).toEqual(['1:1', '3:2']);
    expect(await read(client, `panels/rounds/${name}`)).toEqual({ '2': panel('j1', 'j2') });
  });
});
