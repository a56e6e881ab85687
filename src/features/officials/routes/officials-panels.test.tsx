import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { couple, makeEvent, metadata, RoundState } from '../../../testing/domain/competition-fixtures';
import { renderAdmin, resetFakes } from '../../../testing/render-screen';
import OfficialsRoute from './officials';

afterEach(resetFakes);

const couples = [couple(0), couple(1), couple(2)];
const waltz = makeEvent('Bronze', 'Standard', ['Waltz'], couples, [
  { state: RoundState.Running, scheduleIndex: 1, couples, recallSize: 2 },
  { state: RoundState.Empty, scheduleIndex: 2 },
]);
const officials = { ...metadata.officials, j4: { name: 'Dan Judge', role: 'Judge' as const } };
const tree = (extra: Record<string, unknown> = {}) => ({
  competitionMetadata: { ...metadata, officials },
  events: { [waltz.eventName]: waltz },
  ...extra,
});

describe('Judge panels on the officials screen', () => {
  it('assigns an event panel by the judges\' names, storing the letters with it', async () => {
    const { db } = renderAdmin(<OfficialsRoute />, { tree: tree() });
    const form = await screen.findByRole('form', { name: 'Bronze Standard panel' });
    await userEvent.click(within(form).getByLabelText('Ben Judge (B)'));
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save Bronze Standard panel' }));
    await waitFor(() => expect(db.read('panels/events/Bronze Standard')).toEqual({ judges: { j1: true, j3: true, j4: true } }));
    expect(db.read('panels/letters')).toEqual({ j1: 'A', j2: 'B', j3: 'C', j4: 'D' });
    expect(within(screen.getByRole('list', { name: 'Bronze Standard rounds' })).getByText(/Semi-Final: A, C, D \(event panel\)/)).toBeInTheDocument();
  });

  it('says the panel was saved, naming the judges (issue 29: every save says so)', async () => {
    const { db } = renderAdmin(<OfficialsRoute />, { tree: tree() });
    const section = await screen.findByRole('region', { name: 'Bronze Standard panels' });
    expect(within(section).queryByText(/^Saved:/u)).not.toBeInTheDocument();
    const form = within(section).getByRole('form', { name: 'Bronze Standard panel' });
    await userEvent.click(within(form).getByLabelText('Ben Judge (B)'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save Bronze Standard panel' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Saved: the panel of Bronze Standard is Ada Judge, Cleo Judge and Dan Judge.');
    expect(db.read('panels/events/Bronze Standard')).toEqual({ judges: { j1: true, j3: true, j4: true } });

    // A round's own panel: the editor closes and the event's section says what was saved.
    await userEvent.click(within(section).getByRole('button', { name: 'Own panel for Bronze Standard Final' }));
    const final = within(section).getByRole('form', { name: 'Bronze Standard Final panel' });
    await userEvent.click(within(final).getByLabelText('Dan Judge (D)'));
    await userEvent.click(within(final).getByRole('button', { name: 'Save Bronze Standard Final panel' }));
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('Saved: the panel of Bronze Standard Final is Ada Judge and Cleo Judge.'));
  });

  it('warns of an even final panel with the domain\'s message and of a panel too small to post', async () => {
    renderAdmin(<OfficialsRoute />, { tree: tree() });
    await userEvent.click(await screen.findByRole('button', { name: 'Own panel for Bronze Standard Final' }));
    const form = screen.getByRole('form', { name: 'Bronze Standard Final panel' });
    expect(within(form).getByRole('status')).toHaveTextContent('An even panel of 4 can tie on a place; the majority is 3. An odd panel is usual for a final.');
    await userEvent.click(within(form).getByLabelText('Ada Judge (A)'));
    await userEvent.click(within(form).getByLabelText('Ben Judge (B)'));
    expect(within(form).getByRole('status')).toHaveTextContent('A panel of 2 cannot post results; at least 3 judges are needed.');
  });

  it('refuses a round panel once the round has marks, with the reason', async () => {
    const marks = { 'Bronze Standard': { 1: { j1: { dances: { Waltz: { [couples[0].entryId]: 1 } } } } } };
    const { db } = renderAdmin(<OfficialsRoute />, { tree: tree({ marks }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Own panel for Bronze Standard Semi-Final' }));
    const form = screen.getByRole('form', { name: 'Bronze Standard Semi-Final panel' });
    await userEvent.click(within(form).getByLabelText('Dan Judge (D)'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save Bronze Standard Semi-Final panel' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Judges have already marked Bronze Standard (Semi-Final); its panel cannot change');
    expect(db.read('panels')).toBeNull();
  });

  it('says which events a judge sits on before removing them, and takes them off the panels', async () => {
    const panels = { events: { 'Bronze Standard': { judges: { j1: true, j2: true, j3: true } } } };
    const { db } = renderAdmin(<OfficialsRoute />, { tree: tree({ panels }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Ben Judge' }));
    expect(screen.getByRole('status')).toHaveTextContent('Ben Judge sits on the panels of Bronze Standard; removing takes them off those panels.');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm removing Ben Judge' }));
    await waitFor(() => expect(db.read('competitionMetadata/officials/j2')).toBeNull());
    expect(db.read('panels/events/Bronze Standard')).toEqual({ judges: { j1: true, j3: true } });
  });
});
