import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoundState, couple, makeEvent, metadata } from '../../../testing/domain/competition-fixtures';
import { renderAdmin, resetFakes } from '../../../testing/render-screen';
import McRoute from './mc';

afterEach(() => {
  resetFakes();
  vi.useRealTimers();
});

const START = Date.UTC(2026, 10, 28, 14, 0);
const MIN = 60_000;
const six = Array.from({ length: 6 }, (_, i) => couple(i));
const bronze = makeEvent('Bronze', 'Standard', ['Waltz'], six, [{ state: RoundState.Running, scheduleIndex: 1, couples: six.slice(0, 4) }]);
const silver = makeEvent('Silver', 'Standard', ['Waltz'], six, [{ state: RoundState.Initialized, scheduleIndex: 2, couples: six.slice(4, 6) }]);
const gold = makeEvent('Gold', 'Standard', ['Waltz'], six, [{ state: RoundState.Initialized, scheduleIndex: 3, couples: [six[0], six[1]] }]);
const ref = (eventName: string) => ({ [`${eventName}-R1`]: { eventName, roundNumber: 1 } });

const tree = {
  competitionMetadata: metadata,
  events: { [bronze.eventName]: bronze, [silver.eventName]: silver, [gold.eventName]: gold },
  schedule: {
    // One-dance heats: 90 s and a minute between heats, so heat 2 is planned at 2:30 past the start.
    settings: { floorCapacity: 8, minHeatsApart: 1, danceSeconds: 90, gapBetweenDancesSeconds: 30, gapBetweenHeatsSeconds: 60, firstHeatStart: START },
    slots: {
      s1: { kind: 'heat', number: 4, position: 1, rounds: ref('Bronze Standard'), startedAt: START + 8 * MIN },
      s2: { kind: 'heat', number: 5, position: 2, rounds: { ...ref('Silver Standard'), ...ref('Gold Standard') } },
    },
  },
};

describe('MC with a running order', () => {
  it('calls the heat on the floor and on deck by number with their couples, and says how late the day runs', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START + 9 * MIN });
    renderAdmin(<McRoute />, { tree, grants: { mc: true } });
    expect(await screen.findByRole('status', { name: 'Pace' })).toHaveTextContent('Running 8 min late');
    // One version of the floor: the heat, not the Running round a second time.
    expect(screen.getAllByRole('region', { name: 'On the floor' })).toHaveLength(1);
    const floor = screen.getByRole('region', { name: 'On the floor' });
    expect(within(floor).getByRole('heading')).toHaveTextContent('On the floor: Heat 4 · Bronze Standard Final');
    expect(floor).toHaveTextContent('Heat 4, Bronze Standard Final: couples 101, 102, 103 and 104.');
    expect(within(floor).getByRole('list', { name: 'Couples of heat 4' }).textContent).toBe('101102103104');
    expect(screen.queryByRole('heading', { name: /Next up/ })).not.toBeInTheDocument();
    const deck = screen.getByRole('region', { name: 'Next' });
    expect(within(deck).getByRole('heading')).toHaveTextContent('Next: Heat 5 · Gold Standard Final + Silver Standard Final');
    expect(within(deck).getByRole('list', { name: 'Couples of heat 5' }).textContent).toBe('101102105106');
  });
});
