// Floor panels follow rounds onto their floor (issue 30), through the real SDK against the local database and
// its rules: each running-order edit that puts a round on another floor writes the round's new panel in the
// SAME update (one update per action), a judged round keeps its panel and is named.
import fs from 'node:fs';
import { get, ref } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalDb, type LocalDb } from '../../../localdb/index.ts';
import { sdkClient, type SdkClient } from '../../../localdb/test/sdk-client.ts';
import type { PanelsRecord, ScheduleSlot } from '../../domain/model';
import type { TreeUpdate } from '../../domain/tree-update';
import { DEFAULT_SCHEDULE_SETTINGS, floorHeatsInOrder, floorOf } from '../../domain/running-order';
import { RoundState, couple, makeEvent, metadata } from '../../testing/domain/competition-fixtures';
import { databaseWriter, setDbWriter } from '../../data/writes/db-writer';
import { addRoundToRunningOrder, combineHeats, moveHeatToFloor, resplitRound } from '../running-order/running-order';
import { applyGeneratedOrder, previewGeneratedOrder } from '../running-order/generate-running-order';

const couples = Array.from({ length: 10 }, (_, i) => couple(i));
const bronze = makeEvent('Bronze', 'Standard', ['Waltz'], couples.slice(0, 3), [{ state: RoundState.Initialized, scheduleIndex: 1, couples: couples.slice(0, 3) }]);
const gold = makeEvent('Gold', 'Standard', ['Waltz'], couples.slice(3, 6), [{ state: RoundState.Initialized, scheduleIndex: 2, couples: couples.slice(3, 6) }]);
const silver = makeEvent('Silver', 'Latin', ['ChaCha'], couples.slice(6, 8), [{ state: RoundState.Initialized, scheduleIndex: 3, couples: couples.slice(6, 8) }]);
// Two rounds, so its first is not a final and may be split.
const newcomer = makeEvent('Newcomer', 'Latin', ['Rumba'], couples.slice(8, 10), [
  { state: RoundState.Initialized, scheduleIndex: 4, couples: couples.slice(8, 10) }, { state: RoundState.Empty, scheduleIndex: 5 },
]);
const judges = { j4: { name: 'Dee Judge', role: 'Judge' }, j5: { name: 'Eve Judge', role: 'Judge' }, j6: { name: 'Fay Judge', role: 'Judge' } };
const A = { j1: true, j2: true, j3: true } as const;
const B = { j4: true, j5: true, j6: true } as const;
const settings = {
  ...DEFAULT_SCHEDULE_SETTINGS, floorCapacity: 8, minHeatsApart: 0, firstHeatStart: Date.UTC(2026, 10, 28, 9), floors: { A: { name: 'Main' }, B: { name: 'Side' } },
};
const heat = (number: number, eventName: string, floor?: 'B'): ScheduleSlot => ({ kind: 'heat', number, position: number, ...(floor ? { floor } : {}), rounds: { [`${eventName}-R1`]: { eventName, roundNumber: 1 } } });
const seed = {
  competitionMetadata: { ...metadata, officials: { ...metadata.officials, ...judges } },
  events: { [bronze.eventName]: bronze, [gold.eventName]: gold, [silver.eventName]: silver, [newcomer.eventName]: newcomer },
  schedule: { settings, slots: { s1: heat(1, 'Bronze Standard'), s2: heat(2, 'Gold Standard'), s3: heat(3, 'Silver Latin', 'B') } },
  panels: {
    floors: { A: { judges: A }, B: { judges: B } },
    rounds: { 'Bronze Standard': { 1: { judges: A, floor: 'A' } }, 'Gold Standard': { 1: { judges: A, floor: 'A' } }, 'Silver Latin': { 1: { judges: B, floor: 'B' } } },
  },
  // Silver's round already has a judge's marks: it must keep the panel that marked it.
  marks: { 'Silver Latin': { 1: { j4: { dances: { ChaCha: { 107: 1 } } } } } },
  roles: { orgUid: { organiser: true } },
};

let server: LocalDb;
let organiser: SdkClient;
const updates: TreeUpdate[] = [];
const read = async <T>(path: string) => (await get(ref(organiser.db, path))).val() as T;
const roundPanelOf = async (eventName: string) => (await read<PanelsRecord>('panels')).rounds?.[eventName]?.[1];

beforeAll(async () => {
  server = await startLocalDb({ port: 0, rulesSource: fs.readFileSync('database.rules.json', 'utf8'), seed: JSON.parse(JSON.stringify(seed)) });
  organiser = sdkClient(server, { mockUserToken: { sub: 'orgUid' } });
  const writer = databaseWriter(() => organiser.db);
  setDbWriter({ ...writer, update: (patch) => { updates.push(patch); return writer.update(patch); } });
});

afterAll(async () => {
  setDbWriter(undefined);
  await organiser.close();
  await server.close();
});

/** The updates one action sent. */
async function sent(action: () => Promise<unknown>): Promise<TreeUpdate[]> {
  updates.length = 0;
  await action();
  return [...updates];
}

describe('floor panels follow the rounds onto their floor, in the same update', () => {
  it('moving a heat to floor B gives its round floor B\'s panel', async () => {
    const [update] = await sent(() => moveHeatToFloor('s2', 'B'));
    expect(updates).toHaveLength(1);
    expect(update).toMatchObject({ 'schedule/slots/s2/floor': 'B', 'panels/rounds/Gold Standard/1': { judges: B, floor: 'B' } });
    expect(await roundPanelOf('Gold Standard')).toEqual({ judges: B, floor: 'B' });
  });

  it('combining that heat into one on floor A gives its round floor A\'s panel again', async () => {
    const [update] = await sent(() => combineHeats('s1', ['s2']));
    expect(updates).toHaveLength(1);
    expect(update).toMatchObject({ 'panels/rounds/Gold Standard/1': { judges: A, floor: 'A' } });
    expect(await roundPanelOf('Gold Standard')).toEqual({ judges: A, floor: 'A' });
  });

  it('a marked round moved to floor A keeps the panel that marked it, and the organiser is told', async () => {
    let note: string | null = null;
    const [update] = await sent(async () => { note = await moveHeatToFloor('s3', 'A'); });
    expect(updates).toHaveLength(1);
    expect(Object.keys(update).filter((path) => path.startsWith('panels/'))).toEqual([]);
    expect(note).toBe("Silver Latin round 1 (now on Main) keeps the panel that judged it (already marked or started), not the floor's panel.");
    expect(await roundPanelOf('Silver Latin')).toEqual({ judges: B, floor: 'B' });
  });

  it('adding a round\'s heats puts them on floor A with its panel; splitting that round keeps it; moving the split round\'s first heat to B follows', async () => {
    await sent(() => addRoundToRunningOrder('Newcomer Latin', 1));
    expect(updates).toHaveLength(1);
    expect(await roundPanelOf('Newcomer Latin')).toEqual({ judges: A, floor: 'A' });
    await sent(() => resplitRound('Newcomer Latin-R1', 2));
    expect(updates).toHaveLength(1);
    const slots = await read<Record<string, ScheduleSlot>>('schedule/slots');
    const parts = floorHeatsInOrder(slots).filter(({ slot }) => slot.rounds['Newcomer Latin-R1'] !== undefined);
    expect(parts.map(({ slot }) => floorOf(slot))).toEqual(['A', 'A']);
    expect(await roundPanelOf('Newcomer Latin')).toEqual({ judges: A, floor: 'A' });
    const [update] = await sent(() => moveHeatToFloor(parts[0].key, 'B'));
    expect(update).toMatchObject({ 'panels/rounds/Newcomer Latin/1': { judges: B, floor: 'B' } });
  });

  it('applying a generated order gives every round not judged the panel of the floor of its first heat, in the one update', async () => {
    const preview = await previewGeneratedOrder({});
    if (!preview.ok) throw new Error(preview.problems.join(' '));
    await sent(() => applyGeneratedOrder(preview, {}));
    expect(updates).toHaveLength(1);
    const slots = await read<Record<string, ScheduleSlot>>('schedule/slots');
    const panels = await read<PanelsRecord>('panels');
    const firstFloor = new Map<string, string>();
    for (const { slot } of floorHeatsInOrder(slots)) for (const r of Object.values(slot.rounds)) if (!firstFloor.has(r.eventName)) firstFloor.set(r.eventName, floorOf(slot));
    // The generator used both floors, and each unjudged round follows its floor.
    expect(new Set(firstFloor.values())).toEqual(new Set(['A', 'B']));
    for (const [eventName, floor] of firstFloor) {
      if (eventName === 'Silver Latin') continue;
      expect(panels.rounds?.[eventName]?.[1]).toEqual({ judges: floor === 'A' ? A : B, floor });
    }
    expect(panels.rounds?.['Silver Latin']?.[1]).toEqual({ judges: B, floor: 'B' });
  });
});
