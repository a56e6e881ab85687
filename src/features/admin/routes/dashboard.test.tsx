import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RoundState, couple, makeEvent, metadata } from '../../../testing/domain/competition-fixtures';
import { renderAdmin, resetFakes } from '../../../testing/render-screen';
import { semiMarks, semiFinalEvent } from '../../../testing/domain/scrutineer-scenario';
import DashboardRoute from './dashboard';

afterEach(resetFakes);

const semi = semiFinalEvent(3, RoundState.Running);
const gold = makeEvent('Gold', 'Smooth', ['Waltz'], [couple(0), couple(7)], [{ state: RoundState.Initialized, scheduleIndex: 4, couples: [couple(0), couple(7)] }]);
const { j1, j2, j3 } = semiMarks;
const tree = {
  competitionMetadata: metadata,
  events: { [semi.eventName]: semi, [gold.eventName]: gold },
  marks: { [semi.eventName]: { 1: { j1, j2: { dances: j2.dances }, j3: { dances: j3.dances } } } },
};

describe('Dashboard', () => {
  it('shows the day at a glance: running round with the judges still marking, rounds by state, registrations', async () => {
    renderAdmin(<DashboardRoute />, { tree, grants: { scrutineer: true } });
    const running = await screen.findByRole('listitem', { name: 'Silver Latin Semi-Final' });
    expect(await within(running).findByText('waiting for Ben Judge, Cleo Judge')).toBeInTheDocument();
    expect(screen.getByText('Next up: Gold Smooth Final')).toBeInTheDocument();
    const states = screen.getByLabelText('Rounds by state');
    expect(within(states).getByText('Running').nextSibling).toHaveTextContent('1');
    expect(within(states).getByText('Empty').nextSibling).toHaveTextContent('1');
    expect(within(states).getByText('Initialized').nextSibling).toHaveTextContent('1');
    // Alex Park and Amy Wu dance both events: one couple, two entries.
    expect(screen.getByLabelText('Registrations')).toHaveTextContent('7 couples, 8 entries in 2 events');
    expect(screen.getByRole('link', { name: 'Scrutineer' })).toHaveAttribute('href', '/admin/scrutineer');
    expect(screen.queryByRole('link', { name: 'Setup' })).not.toBeInTheDocument();
  });

  it('does not read marks for an MC, who may not see them', async () => {
    const { db } = renderAdmin(<DashboardRoute />, { tree, grants: { mc: true } });
    const running = await screen.findByRole('list', { name: 'Running rounds' });
    expect(within(running).getByText('Silver Latin Semi-Final')).toBeInTheDocument();
    expect(screen.queryByText(/waiting for/)).not.toBeInTheDocument();
    expect([...db.listened].filter((path) => path.startsWith('marks'))).toEqual([]);
  });

  it('reads the floor from the day model once there is a running order: the heat on the floor and the next heat with its time', async () => {
    const start = Date.UTC(2026, 10, 28, 14);
    const schedule = {
      settings: { floorCapacity: 8, minHeatsApart: 0, danceSeconds: 90, gapBetweenDancesSeconds: 30, gapBetweenHeatsSeconds: 60, firstHeatStart: start },
      slots: {
        s1: { kind: 'heat', number: 12, position: 1, rounds: { 'Silver Latin-R1': { eventName: 'Silver Latin', roundNumber: 1 } }, startedAt: start },
        s2: { kind: 'heat', number: 15, position: 2, rounds: { 'Gold Smooth-R1': { eventName: 'Gold Smooth', roundNumber: 1 } } },
      },
    };
    renderAdmin(<DashboardRoute />, { tree: { ...tree, schedule }, grants: { mc: true } });
    expect(await screen.findByText('Heat 12 · Silver Latin Semi-Final')).toBeInTheDocument();
    // The next heat, not the next round by its state, with the heat's one time.
    expect(screen.getByText(/^Next up: Heat 15 · \d{1,2}:\d{2}\s(AM|PM) · Gold Smooth Final$/u)).toBeInTheDocument();
  });
});
