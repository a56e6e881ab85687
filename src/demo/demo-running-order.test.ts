import { describe, expect, it } from 'vitest';
import { RoundState, type RunningOrderRecord } from '../domain/model';
import { floorHeatsInOrder, scheduleSettingsOf, timelineOf, type RunningOrderInput } from '../domain/running-order';
import { DEMO_MINUTES_LATE } from './demo-running-order';
import { generateDemoCompetition } from './generate-demo';

const NOW = Date.UTC(2026, 10, 28, 14, 30);
const tree = generateDemoCompetition(NOW);
const schedule = tree.schedule as RunningOrderRecord;
const input: RunningOrderInput = { events: tree.events as RunningOrderInput['events'], slots: schedule.slots ?? {}, settings: scheduleSettingsOf(schedule.settings) };
const heats = floorHeatsInOrder(input.slots);

describe('the demo running order', () => {
  it('numbers its heats 1, 2, 3 … and splits the biggest first round into parts', () => {
    expect(heats.map(({ slot }) => slot.number)).toEqual(heats.map((_, i) => i + 1));
    const parts = heats.filter(({ slot }) => slot.rounds['Newcomer Standard Waltz-R1']).map(({ slot }) => slot.rounds['Newcomer Standard Waltz-R1']);
    expect(parts.map((ref) => `${ref.part}/${ref.parts}`)).toEqual(['1/3', '2/3', '3/3']);
  });

  it('has one heat where two events share the floor, neither started yet', () => {
    const shared = heats.filter(({ slot }) => Object.keys(slot.rounds).length > 1);
    expect(shared).toHaveLength(1);
    expect(shared[0].slot.startedAt).toBeUndefined();
  });

  it('has a round still to come, not a final, danced in two heats neither started, so a couple can move between them', () => {
    const toCome = ({ slot }: (typeof heats)[number]) => Object.values(slot.rounds).some((ref) => ref.parts === 2 && input.events[ref.eventName].rounds?.[String(ref.roundNumber)]?.roundState === RoundState.Initialized);
    const split = heats.filter(toCome);
    expect(split).toHaveLength(2);
    const [ref] = Object.values(split[0].slot.rounds);
    const round = input.events[ref.eventName].rounds?.[String(ref.roundNumber)];
    expect(round?.roundState).toBe(RoundState.Initialized);
    expect(Object.keys(input.events[ref.eventName].rounds ?? {}).map(Number).some((n) => n > ref.roundNumber)).toBe(true);
    expect(split.map(({ slot }) => [slot.startedAt, Object.values(slot.rounds)[0].part])).toEqual([[undefined, 1], [undefined, 2]]);
  });

  it(`runs ${DEMO_MINUTES_LATE} minutes late: heats before the one on the floor danced, planned times from the day's start`, () => {
    const timeline = timelineOf(input, NOW);
    expect(timeline.latenessMinutes).toBe(DEMO_MINUTES_LATE);
    const onFloor = timeline.slots.findIndex((s) => s.status === 'on-floor');
    expect(onFloor).toBeGreaterThan(0);
    expect(timeline.slots.slice(0, onFloor).every((s) => s.status === 'danced' && s.slot.finishedAt !== undefined && s.slot.finishedAt <= NOW)).toBe(true);
    expect(timeline.slots[0].plannedStart).toBe(schedule.settings?.firstHeatStart);
    expect(timeline.slots.slice(onFloor + 1).every((s) => s.slot.startedAt === undefined)).toBe(true);
  });
});
