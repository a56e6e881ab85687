import { describe, expect, it } from 'vitest';
import { RoundState, type CompetitionEvent, type ScheduleSlot } from '../model';
import { inputOf, makeEvent, namedCouples } from '../../testing/domain/running-order-fixtures';
import { dayModelOf } from './build-day-model';
import { calendarEntriesOf, calendarUid } from './calendar-heats';
import { hasCalendarTimes } from './calendar-times';
import { heatsOfEntry } from './couple-heats';
import { nextHeatSentence, organiserFloorNames } from './next-heat-sentence';
import { nextHeatStanding } from './next-heat-standing';
import { onDeckAlertOf } from './on-deck-alert';
import { DEFAULT_SCHEDULE_SETTINGS } from './settings';
import { heatsWithDayTimes } from './heats-with-day-times';
import { timelineOf } from './timeline';

// One dance of 90 s and a minute between heats: a heat every 2.5 minutes.
const START = Date.UTC(2026, 10, 28, 14);
const SEC = 1000;
const settings = { ...DEFAULT_SCHEDULE_SETTINGS, firstHeatStart: START };

function input(states: Partial<Record<string, RoundState>> = {}) {
  const events: Record<string, CompetitionEvent> = {
    'Bronze Waltz': makeEvent('Bronze Waltz', { rounds: [{ couples: namedCouples(4, 'B'), scheduleIndex: 1 }, { scheduleIndex: 3 }] }),
    'Silver Tango': makeEvent('Silver Tango', { rounds: [{ couples: namedCouples(3, 'S'), scheduleIndex: 2, state: states['Silver Tango-R1'] }] }),
  };
  const slots: Record<string, ScheduleSlot> = {
    s1: { kind: 'heat', number: 1, position: 1, rounds: { 'Bronze Waltz-R1': { eventName: 'Bronze Waltz', roundNumber: 1, part: 1, parts: 2 } } },
    s2: { kind: 'heat', number: 2, position: 2, rounds: { 'Bronze Waltz-R1': { eventName: 'Bronze Waltz', roundNumber: 1, part: 2, parts: 2 } } },
    s3: { kind: 'heat', number: 3, position: 3, rounds: { 'Silver Tango-R1': { eventName: 'Silver Tango', roundNumber: 1 } } },
    s4: { kind: 'break', position: 4, label: 'Lunch', minutes: 30 },
    s5: { kind: 'heat', number: 7, position: 5, rounds: { 'Bronze Waltz-R2': { eventName: 'Bronze Waltz', roundNumber: 2 } } },
  };
  return { ...inputOf(events, slots, { settings }), slots };
}

const oneFloor = { floorCount: 1 };
const sentence = (day: ReturnType<typeof dayModelOf>, keys: string[]) => nextHeatSentence(nextHeatStanding(day, keys), { floorCount: day.floors.length });

describe('a couple\'s next heat from the live pace', () => {
  it('counts the heats still to start before the couple is on deck, and the minutes until then', () => {
    const day = dayModelOf(input(), START);
    // Heats 1 and 2 come first: on deck once heat 2 starts, at START + 2.5 min.
    expect(nextHeatStanding(day, ['s3'])).toMatchObject({ kind: 'later', heatsUntilOnDeck: 2, minutes: 3, heat: { number: 3 } });
    expect(sentence(day, ['s3'])).toBe('On deck in 2 heats (about 3 min)');
  });

  it('follows the floor: one heat on the floor leaves one to start, then the couple is next', () => {
    const started = input();
    started.slots.s1 = { ...started.slots.s1, startedAt: START };
    expect(sentence(dayModelOf(started, START + 60 * SEC), ['s3'])).toBe('On deck in 1 heat (about 2 min)');
    started.slots.s1 = { ...started.slots.s1, finishedAt: START + 90 * SEC };
    started.slots.s2 = { ...started.slots.s2, startedAt: START + 150 * SEC };
    const next = dayModelOf(started, START + 160 * SEC);
    expect(nextHeatStanding(next, ['s3'])).toMatchObject({ kind: 'on-deck', minutes: 2 });
    expect(sentence(next, ['s3'])).toBe('On deck now: you dance next (about 2 min)');
  });

  it('says the couple is on the floor while their heat runs, and done for the day after their last', () => {
    const running = input();
    running.slots.s3 = { ...running.slots.s3, startedAt: START };
    expect(sentence(dayModelOf(running, START + 30 * SEC), ['s3'])).toBe('On the floor now');
    running.slots.s3 = { ...running.slots.s3, finishedAt: START + 90 * SEC };
    expect(sentence(dayModelOf(running, START + 100 * SEC), ['s3'])).toBe('Done for the day');
  });

  it('treats a heat whose rounds are all judged as left the floor, and moves on to the next heat', () => {
    const judged = input({ 'Silver Tango-R1': RoundState.Marked });
    judged.slots.s3 = { ...judged.slots.s3, startedAt: START };
    const day = dayModelOf(judged, START + 60 * SEC);
    expect(sentence(day, ['s3'])).toBe('Done for the day');
    expect(nextHeatStanding(day, ['s3', 's5'])).toMatchObject({ kind: 'on-deck', heat: { number: 7 } });
  });

  it('says nothing for a couple in no heat, and "any minute now" when the estimate is already due', () => {
    const day = dayModelOf(input(), START);
    expect(nextHeatStanding(day, ['missing'])).toEqual({ kind: 'no-heats' });
    expect(sentence(day, [])).toBeNull();
    expect(sentence(day, ['s1'])).toBe('On deck now: you dance next (any minute now)');
  });

  it('leaves out the minutes when the day has no times yet', () => {
    const untimed = { ...input(), settings: DEFAULT_SCHEDULE_SETTINGS };
    expect(sentence(dayModelOf(untimed, START), ['s3'])).toBe('On deck in 2 heats');
  });

  it('names the floor only when the day has more than one, by the organiser\'s name when given', () => {
    const twoFloors = input();
    twoFloors.slots.s3 = { ...twoFloors.slots.s3, floor: 'B' } as ScheduleSlot;
    const day = dayModelOf(twoFloors, START);
    // Floor B's first heat starts with floor A's: the couple is on deck there at once.
    const standing = nextHeatStanding(day, ['s3']);
    expect(standing).toMatchObject({ kind: 'on-deck', heat: { floor: 'B' } });
    expect(nextHeatSentence(standing, { floorCount: 2 })).toBe('On deck now: you dance next (any minute now), floor B');
    expect(nextHeatSentence(standing, { floorCount: 2, floorName: (f) => (f === 'B' ? 'Side floor' : undefined) })).toBe('On deck now: you dance next (any minute now), Side floor');
    expect(nextHeatSentence(standing, oneFloor)).toBe('On deck now: you dance next (any minute now)');
    const named = organiserFloorNames({ floors: { A: { name: 'Main floor' }, B: { name: 'Side floor' } } });
    expect(nextHeatSentence(standing, { floorCount: 2, floorName: named })).toBe('On deck now: you dance next (any minute now), Side floor');
    expect(organiserFloorNames(undefined)('B')).toBeUndefined();
  });

  it('takes the couple\'s earliest heat across floors, not the first in the list', () => {
    const twoFloors = input();
    twoFloors.slots.s3 = { ...twoFloors.slots.s3, floor: 'B' } as ScheduleSlot;
    const day = dayModelOf(twoFloors, START);
    expect(nextHeatStanding(day, ['s2', 's3'])).toMatchObject({ heat: { number: 3 } });
  });

  it('finds a couple\'s heats by entry id across events', () => {
    const day = dayModelOf(input(), START);
    const entryId = day.heats[0].couples[0].entryId;
    expect(heatsOfEntry(day, entryId).map((h) => h.heatNumber)).toEqual([1]);
  });
});

describe('a dancer\'s heats from the summaries, timed by the day', () => {
  it('takes each heat\'s floor, status and time from the day model (per floor), and drops heats no longer in the order', () => {
    const twoFloors = input();
    twoFloors.slots.s3 = { ...twoFloors.slots.s3, floor: 'B' } as ScheduleSlot;
    const single = timelineOf(twoFloors, START).slots.find((t) => t.slotKey === 's3')!;
    const row = { slotKey: 's3', heatNumber: 3, eventName: 'Silver Tango', roundNumber: 1, roundName: 'Final', entryId: 'e1', entry: { leadName: 'A', followName: 'B', affiliation: 'X' }, status: single.status, plannedStart: single.plannedStart, estimatedStart: single.estimatedStart };
    // One time line for both floors puts heat 3 after heats 1 and 2; on its own floor it starts at once.
    expect(single.plannedStart).toBe(START + 300 * SEC);
    const [timed, ...rest] = heatsWithDayTimes([row, { ...row, slotKey: 'gone' }], dayModelOf(twoFloors, START));
    expect(timed).toMatchObject({ floor: 'B', plannedStart: START, estimatedStart: START, status: 'on-deck' });
    expect(rest).toEqual([]);
  });
});

describe('the couple\'s heats as calendar entries', () => {
  const refs = [
    { slotKey: 's3', eventName: 'Silver Tango', roundNumber: 1, roundName: 'Final', entryId: 'e1' },
    { slotKey: 's1', eventName: 'Bronze Waltz', roundNumber: 1, roundName: 'Semi-Final', entryId: 'e1' },
  ];
  const options = { competition: 'Spring Ball', couple: 'Ann Lee & Bo Chan', backNumber: 112 };

  it('gives each heat its current estimate, in the order of the day, with a uid per couple and round', () => {
    const entries = calendarEntriesOf(dayModelOf(input(), START), refs, options);
    expect(entries.map((e) => [e.title, e.start, e.durationMs])).toEqual([
      ['Heat 1: Bronze Waltz Semi-Final', START, 90 * SEC],
      ['Heat 3: Silver Tango Final', START + 300 * SEC, 90 * SEC],
    ]);
    expect(entries[0].uid).toBe('e1.bronze-waltz.r1@spring-ball');
    expect(entries[0].description).toContain('Ann Lee & Bo Chan, No. 112. Heat 1.');
    expect(entries[0].location).toBeUndefined();
  });

  it('moves the times with the floor and keeps the uids, so a calendar updates its entries', () => {
    const late = input();
    late.slots.s1 = { ...late.slots.s1, startedAt: START + 600 * SEC };
    const before = calendarEntriesOf(dayModelOf(input(), START), refs, options);
    const after = calendarEntriesOf(dayModelOf(late, START + 600 * SEC), refs, options);
    expect(after.map((e) => e.uid)).toEqual(before.map((e) => e.uid));
    expect(after[1].start - before[1].start).toBe(600 * SEC);
  });

  it('names the floor as the location with several floors, and leaves out heats without a time', () => {
    const twoFloors = input();
    twoFloors.slots.s3 = { ...twoFloors.slots.s3, floor: 'B' } as ScheduleSlot;
    const [, onB] = calendarEntriesOf(dayModelOf(twoFloors, START), refs, { ...options, floorName: (f) => (f === 'B' ? 'Side floor' : undefined) });
    expect(onB.location).toBe('Side floor');
    const [atVenue] = calendarEntriesOf(dayModelOf(twoFloors, START), refs, { ...options, venue: 'Campus Gym' });
    expect(atVenue.location).toBe('Floor A, Campus Gym');
    expect(calendarEntriesOf(dayModelOf({ ...input(), settings: DEFAULT_SCHEDULE_SETTINGS }, START), refs, options)).toEqual([]);
    expect(calendarUid('Spring Ball', { entryId: 'A/B', eventName: 'Gold Cha-Cha', roundNumber: 2 })).toBe('a-b.gold-cha-cha.r2@spring-ball');
  });

  it('says whether there is a file to download exactly when the writer would write an entry (the button shows from it)', () => {
    const untimed = dayModelOf({ ...input(), settings: DEFAULT_SCHEDULE_SETTINGS }, START);
    const timed = dayModelOf(input(), START);
    const cases = [[timed, refs], [timed, [refs[0]]], [timed, [{ ...refs[0], slotKey: 'gone' }]], [timed, []], [untimed, refs]] as const;
    for (const [day, some] of cases) expect(hasCalendarTimes(day, some)).toBe(calendarEntriesOf(day, some, options).length > 0);
    expect(hasCalendarTimes(timed, refs)).toBe(true);
    expect(hasCalendarTimes(untimed, refs)).toBe(false);
  });
});

describe('the on-deck notification', () => {
  it('fires once per heat, only while the heat is on deck', () => {
    const started = input();
    started.slots.s1 = { ...started.slots.s1, startedAt: START };
    const later = nextHeatStanding(dayModelOf(started, START), ['s2']);
    expect(onDeckAlertOf(nextHeatStanding(dayModelOf(input(), START), ['s3']), 'Ann & Bo', new Set())).toBeNull();
    const alert = onDeckAlertOf(later, 'Ann & Bo', new Set(), 'Side floor');
    expect(alert).toEqual({ key: 's2', title: 'On deck: heat 2', body: 'Ann & Bo: your heat is next in about 3 min on Side floor. Go to the edge of the floor.' });
    expect(onDeckAlertOf(later, 'Ann & Bo', new Set(['s2']))).toBeNull();
  });
});
