// The running order's actions through the real firebase SDK, over a real socket, into the local database
// running the real database.rules.json: what the organiser's screen and the deck captain send is accepted,
// and the deck captain cannot reshape the day.
import fs from 'node:fs';
import { get, ref } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalDb, type LocalDb } from '../../../localdb/index.ts';
import { sdkClient, type SdkClient } from '../../../localdb/test/sdk-client.ts';
import type { CompetitionEvent, ScheduleSlot } from '../../domain/model';
import { DEFAULT_SCHEDULE_SETTINGS, dayModelOf, floorHeatsInOrder, roundFieldsInStepPatch, slotsInOrder } from '../../domain/running-order';
import { RoundState, couple, makeEvent, metadata } from '../../testing/domain/competition-fixtures';
import { databaseWriter, setDbWriter } from '../../data/writes/db-writer';
import { addBreak, buildRunningOrderFromRounds, combineHeats, recordSlotTime } from './running-order';

const couples = Array.from({ length: 10 }, (_, i) => couple(i));
const bronze = makeEvent('Bronze', 'Standard', ['Waltz'], couples.slice(0, 3), [{ state: RoundState.Initialized, scheduleIndex: 1, couples: couples.slice(0, 3) }]);
const gold = makeEvent('Gold', 'Standard', ['Waltz'], couples.slice(3, 6), [{ state: RoundState.Initialized, scheduleIndex: 2, couples: couples.slice(3, 6) }]);
const silver = makeEvent('Silver', 'Latin', ['ChaCha'], couples, [{ state: RoundState.Initialized, scheduleIndex: 3, couples }]);
const seed = {
  competitionMetadata: metadata,
  events: { [bronze.eventName]: bronze, [gold.eventName]: gold, [silver.eventName]: silver },
  roles: { orgUid: { organiser: true }, deckUid: { deckCaptain: true } },
};
const settings = { ...DEFAULT_SCHEDULE_SETTINGS, floorCapacity: 4, capacityByStyle: { Standard: 8 }, minHeatsApart: 0, firstHeatStart: Date.UTC(2026, 10, 28, 9) };

let server: LocalDb;
let organiser: SdkClient;
let deckCaptain: SdkClient;

const actAs = (client: SdkClient) => setDbWriter(databaseWriter(() => client.db));
const slots = async () => ((await get(ref(organiser.db, 'schedule/slots'))).val() ?? {}) as Record<string, ScheduleSlot>;

beforeAll(async () => {
  server = await startLocalDb({ port: 0, rulesSource: fs.readFileSync('database.rules.json', 'utf8'), seed: JSON.parse(JSON.stringify(seed)) });
  organiser = sdkClient(server, { mockUserToken: { sub: 'orgUid' } });
  deckCaptain = sdkClient(server, { mockUserToken: { sub: 'deckUid' } });
});

afterAll(async () => {
  setDbWriter(undefined);
  await organiser.close();
  await deckCaptain.close();
  await server.close();
});

describe('the running order through the SDK against the local database and its rules', () => {
  it('refuses the deck captain building the running order, and writes nothing', async () => {
    actAs(deckCaptain);
    await expect(buildRunningOrderFromRounds(settings)).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await slots()).toEqual({});
  });

  it('builds as the organiser: Bronze, Gold, then Silver split into three heats', async () => {
    actAs(organiser);
    await buildRunningOrderFromRounds(settings);
    const heats = floorHeatsInOrder(await slots());
    expect(heats.map(({ slot }) => Object.values(slot.rounds).map((r) => `${r.eventName}${r.part ? ` ${r.part}/${r.parts}` : ''}`).join())).toEqual([
      'Bronze Standard', 'Gold Standard', 'Silver Latin 1/3', 'Silver Latin 2/3', 'Silver Latin 3/3',
    ]);
  });

  it('combines two heats and places a break as the organiser, each accepted by the rules', async () => {
    actAs(organiser);
    const [first, second] = floorHeatsInOrder(await slots());
    await combineHeats(first.key, [second.key]);
    await addBreak({ label: 'Lunch', minutes: 45 }, 1);
    const order = slotsInOrder(await slots()).map(({ slot }) => (slot.kind === 'heat' ? Object.keys(slot.rounds).sort().join(' + ') : slot.label));
    expect(order).toEqual(['Bronze Standard-R1 + Gold Standard-R1', 'Lunch', 'Silver Latin-R1', 'Silver Latin-R1', 'Silver Latin-R1']);
    // The rounds' legacy fields went in the same updates: Silver now starts after the combined heat and lunch.
    const events = (await get(ref(organiser.db, 'events'))).val() as Record<string, CompetitionEvent>;
    const day = dayModelOf({ events, slots: await slots(), settings }, Date.now());
    expect(roundFieldsInStepPatch(day, events)).toEqual({});
    expect(events['Silver Latin'].rounds?.['1']?.roundStartTime).toBe(day.heats[1].plannedStart);
    expect(day.heats[1].plannedStart).toBeGreaterThan(settings.firstHeatStart + 45 * 60_000);
  });

  it('lets the deck captain start and finish a heat, and only that', async () => {
    actAs(deckCaptain);
    const [heat] = floorHeatsInOrder(await slots());
    await recordSlotTime(heat.key, 'start', Date.UTC(2026, 10, 28, 9, 5));
    await recordSlotTime(heat.key, 'finish', Date.UTC(2026, 10, 28, 9, 8));
    expect((await slots())[heat.key]).toMatchObject({ startedAt: Date.UTC(2026, 10, 28, 9, 5), finishedAt: Date.UTC(2026, 10, 28, 9, 8) });
    await expect(addBreak({ label: 'Awards', minutes: 20 }, 2)).rejects.toMatchObject({ code: 'permission-denied' });
    expect(slotsInOrder(await slots())).toHaveLength(5);
  });
});
