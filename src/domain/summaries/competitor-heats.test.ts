import { describe, expect, it } from 'vitest';
import { generateDemoCompetition } from '../../demo/generate-demo';
import type { CompetitionEvent, RunningOrderRecord } from '../model';
import { competitorHeats, scheduleSettingsOf, timelineOf } from '../running-order';
import { competitorHeatsFromSummaries, partOfPlace, publicSummaries } from './index';

describe('a dancer\'s heats from the summaries', () => {
  it('places a couple in the part of a split round that its place in back-number order falls in', () => {
    // 7 couples in 3 heats: 3, 2, 2.
    expect([0, 1, 2, 3, 4, 5, 6].map((place) => partOfPlace(place, 7, 3))).toEqual([1, 1, 1, 2, 2, 3, 3]);
  });

  it('are the heats the whole events branch gives, for every dancer of the demo, split rounds included', () => {
    const now = Date.UTC(2026, 10, 25, 15);
    const tree = generateDemoCompetition(now);
    const events = tree.events as Record<string, CompetitionEvent>;
    const schedule = tree.schedule as RunningOrderRecord;
    const input = { events, slots: schedule.slots ?? {}, settings: scheduleSettingsOf(schedule.settings) };
    const summaries = publicSummaries(events);
    const timeline = timelineOf(input, now);
    const people = Object.keys(summaries.competitorEntries);
    expect(people.length).toBeGreaterThan(100);
    const splits = Object.values(schedule.slots ?? {}).filter((slot) => slot.kind === 'heat' && Object.values(slot.rounds).some((ref) => ref.parts !== undefined));
    expect(splits.length).toBeGreaterThan(1);
    let heats = 0;
    for (const person of people) {
      const fromSummaries = competitorHeatsFromSummaries(timeline, summaries.eventIndex, summaries.competitorEntries[person]);
      // Whether a couple checked in is the deck captain's, never shown on a heat sheet, so no summary holds it.
      const reference = competitorHeats(input, person, now).map(({ entry: { checkedIn: _checkedIn, ...entry }, ...heat }) => ({ ...heat, entry }));
      expect(fromSummaries).toEqual(reference);
      heats += fromSummaries.length;
    }
    expect(heats).toBeGreaterThan(people.length);
  });
});
