import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoundState } from '../../../domain/model';
import { renderPublic, resetFakes } from '../../../testing/render-screen';
import { withSummaries } from '../../../testing/with-summaries';
import type { Tree } from '../../../domain/tree-update';
import LiveRoute from '../routes/live';
import { firstLivePanels } from './first-live-panels';

// The first paint and the projector's screen read the same day model: what the page paints before its code has
// loaded must be what the screen then shows, or the page would show one heat and then another.

afterEach(() => {
  resetFakes();
  vi.useRealTimers();
});

const START = Date.UTC(2026, 10, 25, 14, 0);
const MIN = 60_000;
const round = (eventName: string, roundName: string, roundState: RoundState) => ({ roundId: `${eventName}-R1`, roundName, roundNumber: 1, eventName, scheduleIndex: 1, recallSize: 4, roundState });
const event = (eventName: string, eventLevel: string, roundState: RoundState) => ({ eventName, style: 'Latin', eventLevel, dances: { ChaCha: 0, Rumba: 1 }, rounds: { 1: round(eventName, 'Final', roundState) } });
const heat = (number: number, eventNames: string[], floor?: string, startedAt?: number) => ({
  kind: 'heat', number, position: number, ...(floor ? { floor } : {}), ...(startedAt ? { startedAt } : {}),
  rounds: Object.fromEntries(eventNames.map((eventName) => [`${eventName}-R1`, { eventName, roundNumber: 1 }])),
});

function day(onFloor: boolean, floors: { B?: string } = {}): Tree {
  return withSummaries({
    competitionMetadata: { fullName: 'Demo Ballroom Classic' },
    events: {
      'Latin Silver': event('Latin Silver', 'Silver', onFloor ? RoundState.Running : RoundState.Initialized),
      'Latin Gold': event('Latin Gold', 'Gold', onFloor ? RoundState.Running : RoundState.Initialized),
      'Latin Open': event('Latin Open', 'Open', RoundState.Initialized),
    },
    schedule: {
      settings: { floorCapacity: 8, minHeatsApart: 1, danceSeconds: 90, gapBetweenDancesSeconds: 30, gapBetweenHeatsSeconds: 60, firstHeatStart: START, ...(floors.B ? { floors: { A: { name: 'Main' }, B: { name: floors.B } } } : {}) },
      slots: { s1: heat(1, ['Latin Silver', 'Latin Gold'], undefined, onFloor ? START + MIN : undefined), s2: heat(2, ['Latin Open'], floors.B ? 'B' : undefined) },
    },
  });
}

describe('firstLivePanels', () => {
  it('names the heat on the floor as the projector then shows it', async () => {
    const tree = day(true);
    vi.useFakeTimers({ toFake: ['Date'], now: START + 3 * MIN });
    const [panel, ...others] = firstLivePanels(tree.eventIndex, tree.schedule, START + 3 * MIN, null);
    expect(others).toEqual([]);
    expect(panel).toMatchObject({ floorName: null, onTheFloor: 'Heat 1: Latin Gold Final + Latin Silver Final' });
    expect(panel?.heat).toEqual({
      number: 1,
      rounds: [
        { roundKey: 'Latin Gold-R1', eventName: 'Latin Gold', roundName: 'Final', level: 'Gold', livePath: '/live/Latin%20Gold/1' },
        { roundKey: 'Latin Silver-R1', eventName: 'Latin Silver', roundName: 'Final', level: 'Silver', livePath: '/live/Latin%20Silver/1' },
      ],
    });
    renderPublic(<LiveRoute />, { db: tree, at: '/live' });
    const onFloor = await screen.findByRole('region', { name: 'On the floor' });
    expect(onFloor).toHaveTextContent('Heat 1');
    expect(onFloor).toHaveTextContent('Latin Gold — Final');
    expect(onFloor).toHaveTextContent('Latin Silver — Final');
  });

  it('says nothing is on the floor, as the screen does, before the first heat starts', async () => {
    const tree = day(false);
    vi.useFakeTimers({ toFake: ['Date'], now: START - 10 * MIN });
    expect(firstLivePanels(tree.eventIndex, tree.schedule, START - 10 * MIN, null)).toMatchObject([{ floorName: null, onTheFloor: 'Nothing on the floor right now', heat: null }]);
    renderPublic(<LiveRoute />, { db: tree, at: '/live' });
    expect(await screen.findByRole('region', { name: 'On the floor' })).toHaveTextContent('Nothing on the floor right now');
  });

  it("names each floor when the day has several, and only the one `?floor=` asks for", () => {
    const tree = day(true, { B: 'Side' });
    const now = START + 3 * MIN;
    expect(firstLivePanels(tree.eventIndex, tree.schedule, now, null).map((p) => p.floorName)).toEqual(['Main', 'Side']);
    expect(firstLivePanels(tree.eventIndex, tree.schedule, now, 'b')).toMatchObject([{ floorName: 'Side', onTheFloor: 'Nothing on the floor right now', heat: null }]);
    expect(firstLivePanels(tree.eventIndex, tree.schedule, now, 'Z')).toEqual([]);
  });

  it("reads the events' rounds as the database's JSON sends them (keys 1, 2, … come as a sparse array)", () => {
    const tree = day(true);
    const asSent = Object.fromEntries(Object.entries(tree.eventIndex as Record<string, { rounds: Record<string, unknown> }>).map(([name, e]) => [name, { ...e, rounds: [null, e.rounds[1]] }]));
    expect(firstLivePanels(asSent, tree.schedule, START + 3 * MIN, null)).toMatchObject([{ floorName: null, onTheFloor: 'Heat 1: Latin Gold Final + Latin Silver Final', heat: { number: 1 } }]);
  });

  it('refuses answers the day model cannot read, so the caller paints nothing', () => {
    const tree = day(true);
    expect(() => firstLivePanels('not an index', tree.schedule, START, null)).toThrow(TypeError);
    expect(() => firstLivePanels(tree.eventIndex, { slots: { s1: { kind: 'heat', rounds: 5 } } }, START, null)).toThrow(TypeError);
    expect(() => firstLivePanels(tree.eventIndex, { slots: [1, 2] }, START, null)).toThrow(TypeError);
  });

  it('paints nothing for a day with no running order yet (the screen then lists rounds, not floors)', () => {
    const tree = day(true);
    expect(firstLivePanels(tree.eventIndex, null, START, null)).toEqual([]);
  });
});
