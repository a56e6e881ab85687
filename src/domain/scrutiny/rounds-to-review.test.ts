import { describe, expect, it } from 'vitest';
import { RoundState, couple, makeEvent } from '../../testing/domain/competition-fixtures';
import { firstToReview, roundsToReview } from './rounds-to-review';

const four = Array.from({ length: 4 }, (_, i) => couple(i));
const event = (level: 'Bronze' | 'Silver' | 'Gold', states: RoundState[], from: number) =>
  makeEvent(level, 'Latin', ['Rumba'], four, states.map((state, i) => ({ state, scheduleIndex: from + i, couples: four })));

describe('rounds to review', () => {
  it('are the started rounds (running, marked, posted) in running order', () => {
    const bronze = event('Bronze', [RoundState.Posted, RoundState.Running], 1);
    const silver = event('Silver', [RoundState.Skipped, RoundState.Initialized, RoundState.Empty], 3);
    const names = roundsToReview({ [bronze.eventName]: bronze, [silver.eventName]: silver }).map((r) => `${r.eventName} ${r.roundState}`);
    expect(names).toEqual([`Bronze Latin ${RoundState.Posted}`, `Bronze Latin ${RoundState.Running}`]);
  });

  it('open on a marked round first, then a running one, then the last posted', () => {
    const posted = event('Bronze', [RoundState.Posted, RoundState.Posted], 1);
    const running = event('Silver', [RoundState.Running], 3);
    const marked = event('Gold', [RoundState.Marked], 4);
    const pick = (...events: ReturnType<typeof event>[]) => firstToReview(roundsToReview(Object.fromEntries(events.map((e) => [e.eventName, e]))));
    expect(pick(posted, running, marked)).toMatchObject({ eventName: 'Gold Latin' });
    expect(pick(posted, running)).toMatchObject({ eventName: 'Silver Latin' });
    expect(pick(posted)).toMatchObject({ eventName: 'Bronze Latin', roundNumber: 2 });
    expect(pick()).toBeUndefined();
  });
});
