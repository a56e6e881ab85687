// The day's running order (schedule/): public to read; the organiser writes settings and heats; the deck
// captain and the MC record only when a heat starts and finishes.
import { allow, area, deny, read, remove, set, update } from './case.ts';
import { GOLD, PAST, SILVER } from './fixture.ts';

const settings = { floorCapacity: 14, minHeatsApart: 1, danceSeconds: 90, gapBetweenDancesSeconds: 30, gapBetweenHeatsSeconds: 60, firstHeatStart: PAST };
const goldSemi = { [`${GOLD}-R1`]: { eventName: GOLD, roundNumber: 1 } };
const heat1 = { kind: 'heat', number: 1, position: 1, rounds: goldSemi };
const heat2 = { kind: 'heat', number: 2, position: 2, rounds: { [`${SILVER}-R1`]: { eventName: SILVER, roundNumber: 1, part: 1, parts: 2 } } };
const lunch = { kind: 'break', position: 3, label: 'Lunch', minutes: 45 };
const seed = { schedule: { settings, slots: { s1: heat1, s2: heat2, s3: lunch } } };
const seedNote = 'a running order: heat 1 (Gold semi-final), heat 2 (Silver part 1 of 2), a lunch break';
const given = { seed, seedNote };
const slot = (key: string, field?: string) => `schedule/slots/${key}${field ? `/${field}` : ''}`;

export const runningOrderCases = area('Running order', [
  allow('visitor', read('schedule'), 'the running order is public', given),
  allow('competitor', read('schedule/slots'), 'a competitor reads the heats', given),

  allow('organiser', set('schedule/settings', settings), 'saving the settings'),
  allow('organiser', set('schedule/settings', { ...settings, capacityByStyle: { Latin: 20 } }), 'a floor capacity per style'),
  deny('organiser', set('schedule/settings', { ...settings, floorCapacity: 0 }), 'a floor capacity of 0'),
  deny('organiser', set('schedule/settings', { ...settings, floorCapacity: 12.5 }), 'a capacity that is not whole'),
  deny('organiser', set('schedule/settings', { ...settings, capacityByStyle: { Ballet: 10 } }), 'a capacity for an unknown style'),
  deny('organiser', set('schedule/settings', { ...settings, danceSeconds: 0 }), 'a dance of 0 seconds'),
  deny('organiser', set('schedule/settings', { floorCapacity: 14 }), 'settings missing their lengths'),
  deny('organiser', set('schedule/settings', { ...settings, colour: 'red' }), 'an unknown setting'),
  allow('organiser', set('schedule/slots', { s1: heat1, s2: heat2, s3: lunch }), 'building the running order'),
  allow('organiser', update('', { [slot('s1', 'rounds')]: { ...goldSemi, [`${SILVER}-R2`]: { eventName: SILVER, roundNumber: 2 } }, [slot('s4')]: null }), 'combining two rounds in one heat', given),
  deny('organiser', set(slot('s9'), { kind: 'heat', number: 9, position: 9, rounds: { 'Gold-R1': { eventName: GOLD, roundNumber: 1 } } }), 'a heat round whose key is not its roundId'),
  deny('organiser', set(slot('s9'), { kind: 'heat', number: 0, position: 9, rounds: goldSemi }), 'heat number 0'),
  deny('organiser', set(slot('s9'), { kind: 'lunch', position: 9, label: 'Lunch', minutes: 30 }), 'a slot of an unknown kind'),
  deny('organiser', set(slot('s9'), { kind: 'break', position: 9, label: 'Lunch' }), 'a break with no length'),
  deny('organiser', set(slot('s9'), { kind: 'break', position: 9, label: 'Lunch', minutes: 0 }), 'a break of 0 minutes'),
  deny('organiser', set(slot('s9'), { kind: 'break', position: 9, label: 'Lunch', minutes: 30, rounds: goldSemi }), 'a break holding rounds'),
  deny('organiser', set(slot('s9'), { ...heat1, number: 9, position: 9, colour: 'red' }), 'an unknown slot field'),
  allow('organiser', set(slot('s1', 'startedAt'), PAST), 'the organiser starting a heat', given),
  // Floors (issue 30): 1 to 4 named floors A-D, the change time between them, heats on a floor, fixed clock times.
  allow('organiser', set('schedule/settings', { ...settings, floors: { A: { name: 'Main' }, B: { name: 'Side' } }, floorChangeMinutes: 3 }), 'two named floors and the change time'),
  deny('organiser', set('schedule/settings', { ...settings, floors: { B: { name: 'Side' } } }), 'floors without floor A'),
  deny('organiser', set('schedule/settings', { ...settings, floors: { A: { name: 'Main' }, E: { name: 'Fifth' } } }), 'a fifth floor, E'),
  deny('organiser', set('schedule/settings', { ...settings, floors: { A: { name: ' ' } } }), 'a floor with a blank name'),
  deny('organiser', set('schedule/settings', { ...settings, floorChangeMinutes: -1 }), 'a negative change time'),
  allow('organiser', set(slot('s9'), { ...heat1, number: 9, position: 9, floor: 'B', at: PAST }), 'a heat on floor B at a fixed time'),
  deny('organiser', set(slot('s9'), { ...heat1, number: 9, position: 9, floor: 'E' }), 'a heat on floor E'),
  allow('organiser', set(slot('s9'), { ...lunch, position: 9, at: PAST }), 'a break at a fixed clock time'),
  deny('deckCaptain', set('schedule/settings/floors', { A: { name: 'Main' } }), 'naming the floors', given),
  deny('deckCaptain', set(slot('s1', 'floor'), 'B'), 'moving a heat to another floor', given),
  deny('competitor', set('schedule/settings/floorChangeMinutes', 0), 'a competitor changing the change time', given),

  allow('deckCaptain', set(slot('s1', 'startedAt'), PAST), 'starting a heat on the floor', given),
  allow('deckCaptain', update(slot('s1'), { startedAt: PAST, finishedAt: PAST + 300_000 }), 'recording a heat as danced', given),
  deny('deckCaptain', update(slot('s1'), { startedAt: PAST, finishedAt: PAST - 1 }), 'finishing before it started', given),
  deny('deckCaptain', set(slot('s2', 'finishedAt'), PAST), 'finishing a heat that never started', given),
  deny('deckCaptain', set(slot('s1', 'startedAt'), -5), 'a negative time', given),
  deny('deckCaptain', set(slot('s9', 'startedAt'), PAST), 'starting a heat that does not exist', given),
  deny('deckCaptain', set(slot('s1', 'number'), 7), 'renumbering a heat', given),
  deny('deckCaptain', set(slot('s1', 'position'), 5), 'moving a heat', given),
  deny('deckCaptain', set(slot('s9'), lunch), 'adding a break', given),
  deny('deckCaptain', set('schedule/settings/floorCapacity', 20), 'changing the settings', given),
  allow('mc', set(slot('s1', 'startedAt'), PAST), 'the MC starting a heat', given),
  deny('mc', remove(slot('s3')), 'the MC removing a break', given),
  deny('scrutineer', set(slot('s1', 'startedAt'), PAST), 'a scrutineer recording times', given),
  deny('judge', set(slot('s1', 'startedAt'), PAST), 'a judge recording times', given),
  deny('competitor', set(slot('s1', 'startedAt'), PAST), 'a competitor recording times', given),
  deny('competitor', set('schedule/settings/floorCapacity', 20), 'a competitor changing the settings', given),
  deny('judge', set(slot('s9'), lunch), 'a judge adding a break', given),
  deny('visitor', set(slot('s1', 'startedAt'), PAST), 'signed out', given),
  deny('visitor', remove('schedule'), 'signed out removing the running order', given),
]);
