import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../data/paths';
import { RoundState } from '../../../domain/model';
import type { Tree } from '../../../domain/tree-update';
import { renderPublic, resetFakes } from '../../../testing/render-screen';
import { withSummaries } from '../../../testing/with-summaries';
import PublicScheduleRoute from '../routes/public-schedule';
import { paintFirstSchedule, paintScheduleWhenAnswered } from './paint-first-schedule';

// /schedule's first paint and its screen say the same thing about what is on the floor: the painted line is the
// line the screen then shows, written only as text, and nothing is painted from answers it cannot read.

const START = Date.UTC(2026, 10, 25, 14, 0);
const MIN = 60_000;
const round = (eventName: string, roundState: RoundState) => ({ roundId: `${eventName}-R1`, roundName: 'Final', roundNumber: 1, eventName, scheduleIndex: 1, recallSize: 4, roundState });
const event = (eventName: string, roundState: RoundState) => ({ eventName, style: 'Latin', eventLevel: 'Gold', dances: { Rumba: 0 }, rounds: { 1: round(eventName, roundState) } });
const heat = (number: number, eventName: string, floor?: string, startedAt?: number) => ({
  kind: 'heat', number, position: number, ...(floor ? { floor } : {}), ...(startedAt ? { startedAt } : {}), rounds: { [`${eventName}-R1`]: { eventName, roundNumber: 1 } },
});

function day(onFloor: boolean, sideFloor = false): Tree {
  return withSummaries({
    competitionMetadata: { fullName: 'Demo Ballroom Classic' },
    events: { 'Latin Gold': event('Latin Gold', onFloor ? RoundState.Running : RoundState.Initialized), 'Latin Open': event('Latin Open', RoundState.Initialized) },
    schedule: {
      settings: { floorCapacity: 8, minHeatsApart: 1, danceSeconds: 90, gapBetweenDancesSeconds: 30, gapBetweenHeatsSeconds: 60, firstHeatStart: START, ...(sideFloor ? { floors: { A: { name: 'Main' }, B: { name: 'Side' } } } : {}) },
      slots: { s1: heat(1, 'Latin Gold', undefined, onFloor ? START : undefined), s2: heat(2, 'Latin Open', sideFloor ? 'B' : undefined, sideFloor && onFloor ? START : undefined) },
    },
  });
}

function pageWithSlot(): Document {
  document.body.innerHTML = '<div id="root"><div data-first-paint="schedule"></div><div role="status">Loading the running order...</div></div>';
  return document;
}

afterEach(() => {
  resetFakes();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('paintFirstSchedule', () => {
  it('paints the heat on the floor, and the screen then shows the same line', async () => {
    const tree = day(true);
    const doc = pageWithSlot();
    expect(paintFirstSchedule(doc, tree.eventIndex, tree.schedule, START + 3 * MIN)).toBe(true);
    const painted = doc.querySelector('[data-first-paint="schedule"] [role="status"]');
    expect(painted?.getAttribute('aria-label')).toBe('On the floor');
    expect(painted?.textContent).toBe('Heat 1: Latin Gold Final');
    document.body.innerHTML = '';
    vi.useFakeTimers({ toFake: ['Date'], now: START + 3 * MIN });
    renderPublic(<PublicScheduleRoute />, { db: tree, at: '/schedule' });
    expect(await screen.findByRole('status', { name: 'On the floor' })).toHaveTextContent(/^Heat 1: Latin Gold Final$/);
  });

  it('names each floor of several', () => {
    const tree = day(true, true);
    pageWithSlot();
    expect(paintFirstSchedule(document, tree.eventIndex, tree.schedule, START + 3 * MIN)).toBe(true);
    expect(document.querySelector('[data-first-paint="schedule"] p')?.textContent).toBe('Main: Heat 1: Latin Gold Final; Side: Heat 2: Latin Open Final');
  });

  it('paints nothing before the first heat, and the screen has no such line either', async () => {
    const tree = day(false);
    pageWithSlot();
    expect(paintFirstSchedule(document, tree.eventIndex, tree.schedule, START - 10 * MIN)).toBe(false);
    document.body.innerHTML = '';
    vi.useFakeTimers({ toFake: ['Date'], now: START - 10 * MIN });
    renderPublic(<PublicScheduleRoute />, { db: tree, at: '/schedule' });
    await screen.findByRole('table', { name: /Heats/ });
    expect(screen.queryByRole('status', { name: 'On the floor' })).toBeNull();
  });

  it('never turns a name from the database into markup', () => {
    const name = '<img src=x onerror=alert(1)>';
    const tree = day(true);
    const index = { [name]: { ...event(name, RoundState.Running) } };
    const schedule = { ...(tree.schedule as object), slots: { s1: heat(1, name, undefined, START) } };
    pageWithSlot();
    expect(paintFirstSchedule(document, index, schedule, START + MIN)).toBe(true);
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('[data-first-paint="schedule"] p')?.textContent).toContain(name);
  });

  it('leaves the page alone when the slot is gone, is filled already, or the answers cannot be read', () => {
    const tree = day(true);
    document.body.innerHTML = '<div id="root"></div>';
    expect(paintFirstSchedule(document, tree.eventIndex, tree.schedule, START + MIN)).toBe(false);
    pageWithSlot();
    expect(paintFirstSchedule(document, 'not an index', { slots: { s1: { kind: 'heat', rounds: 5 } } }, START + MIN)).toBe(false);
    expect(document.querySelector('[data-first-paint="schedule"]')?.childElementCount).toBe(0);
    expect(paintFirstSchedule(document, tree.eventIndex, tree.schedule, START + MIN)).toBe(true);
    expect(paintFirstSchedule(document, tree.eventIndex, tree.schedule, START + MIN)).toBe(false);
  });
});

describe('paintScheduleWhenAnswered', () => {
  const withReads = (reads: Record<string, { promise: Promise<unknown> }> | undefined) => ({ __firstReads: reads, document }) as unknown as Window;

  it('paints once both answers have arrived, and nothing when one failed or was never asked', async () => {
    const tree = day(true);
    pageWithSlot();
    await expect(paintScheduleWhenAnswered(withReads(undefined))).resolves.toBe(false);
    const failed = { [paths.eventIndex()]: { promise: Promise.reject(new Error('503')) }, [paths.schedule()]: { promise: Promise.resolve(tree.schedule) } };
    await expect(paintScheduleWhenAnswered(withReads(failed))).resolves.toBe(false);
    expect(document.querySelector('[data-first-paint="schedule"]')?.childElementCount).toBe(0);
    const reads = { [paths.eventIndex()]: { promise: Promise.resolve(tree.eventIndex) }, [paths.schedule()]: { promise: Promise.resolve(tree.schedule) } };
    await expect(paintScheduleWhenAnswered(withReads(reads))).resolves.toBe(true);
  });
});
