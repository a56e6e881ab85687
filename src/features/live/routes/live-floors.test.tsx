import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoundState } from '../../../domain/model';
import { renderPublic, resetFakes } from '../../../testing/render-screen';
import { withSummaries } from '../../../testing/with-summaries';
import LiveRoute from './live';

afterEach(() => {
  resetFakes();
  vi.useRealTimers();
});

const START = Date.UTC(2026, 10, 25, 14, 0);
const MIN = 60_000;
const round = (eventName: string, roundState: RoundState) => ({
  roundId: `${eventName}-R1`, roundName: 'Final', roundNumber: 1, eventName, scheduleIndex: 1, recallSize: 4, roundState,
});
const event = (eventName: string, roundState: RoundState) => ({ eventName, style: 'Latin', eventLevel: 'Bronze', dances: { ChaCha: 0 }, rounds: { 1: round(eventName, roundState) } });
const heat = (number: number, eventName: string, floor: string, times: { startedAt?: number } = {}) => ({
  kind: 'heat', number, position: number, floor, ...times, rounds: { [`${eventName}-R1`]: { eventName, roundNumber: 1 } },
});

// Floor A dances heats 1 and 3, floor B (the side floor) heats 2 and 4; heat 1 on A and heat 2 on B are on the floor.
function tree() {
  return {
    competitionMetadata: { fullName: 'Demo Ballroom Classic' },
    events: {
      'Latin One': event('Latin One', RoundState.Running),
      'Latin Two': event('Latin Two', RoundState.Running),
      'Latin Three': event('Latin Three', RoundState.Initialized),
      'Latin Four': event('Latin Four', RoundState.Initialized),
    },
    schedule: {
      settings: {
        floorCapacity: 8, minHeatsApart: 1, danceSeconds: 90, gapBetweenDancesSeconds: 30, gapBetweenHeatsSeconds: 60, firstHeatStart: START,
        floors: { A: { name: 'Main floor' }, B: { name: 'Side floor' } },
      },
      slots: {
        s1: heat(1, 'Latin One', 'A', { startedAt: START }),
        s2: heat(2, 'Latin Two', 'B', { startedAt: START }),
        s3: heat(3, 'Latin Three', 'A'),
        s4: heat(4, 'Latin Four', 'B'),
      },
    },
  };
}

describe('Live per floor', () => {
  it('?floor=B shows only floor B under its name: its heat on the floor, its heat on deck', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START + MIN });
    renderPublic(<LiveRoute />, { db: withSummaries(tree()), at: '/live?floor=B' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Side floor' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'On the floor' })).toHaveTextContent('Heat 2');
    expect(screen.getByRole('region', { name: 'On deck' })).toHaveTextContent('Heat 4');
    expect(screen.getByRole('list', { name: 'Schedule' })).not.toHaveTextContent('Heat 1');
    expect(screen.getByRole('list', { name: 'Schedule' })).not.toHaveTextContent('Heat 3');
  });

  it('without a floor shows every floor, each named, each with its own heat on the floor', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START + MIN });
    renderPublic(<LiveRoute />, { db: withSummaries(tree()), at: '/live' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Main floor' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Side floor' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'On the floor, Main floor' })).toHaveTextContent('Heat 1');
    expect(screen.getByRole('region', { name: 'On the floor, Side floor' })).toHaveTextContent('Heat 2');
    expect(screen.getByRole('region', { name: 'On deck, Side floor' })).toHaveTextContent('Heat 4');
    expect(within(screen.getByRole('list', { name: 'Schedule, Main floor' })).getAllByRole('listitem').map((li) => li.textContent?.match(/^Heat \d+/u)?.[0])).toEqual(['Heat 1', 'Heat 3']);
  });

  it('an unknown floor says so in words, with links to the floors', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START + MIN });
    renderPublic(<LiveRoute />, { db: withSummaries(tree()), at: '/live?floor=Q' });
    expect(await screen.findByRole('heading', { name: 'There is no floor “Q”' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Side floor' })).toHaveAttribute('href', '/live?floor=B');
    expect(screen.getByRole('link', { name: 'Main floor' })).toHaveAttribute('href', '/live?floor=A');
    expect(screen.queryByRole('region', { name: 'On the floor' })).not.toBeInTheDocument();
  });
});
