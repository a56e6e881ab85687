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
});
