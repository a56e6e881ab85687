// Issue 22 at the scrutineer's table: a round whose whole panel has submitted is offered for marking
// first, and a final's skating sheet from the console.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RoundState } from '../../../testing/domain/competition-fixtures';
import { renderAdmin, resetFakes } from '../../../testing/render-screen';
import { finalTree, semiMarks, semiTree } from '../../../testing/domain/scrutineer-scenario';
import ScrutineerRoute from './scrutineer';

afterEach(resetFakes);

const scrutineer = { scrutineer: true } as const;

describe('Scrutineer: the round flow', () => {
  it('says who is still to submit, then, once the whole panel has, offers marking the round complete first', async () => {
    const { j1, j2, j3 } = semiMarks;
    const { db } = renderAdmin(<ScrutineerRoute />, { tree: semiTree(3, RoundState.Running, { j1, j2, j3: { dances: j3.dances } }), grants: scrutineer });
    expect(await screen.findByText('Not yet: waiting for C Cleo Judge to submit.')).toBeVisible();
    expect(screen.queryByText(/Every judge on the panel has submitted/)).not.toBeInTheDocument();
    // Greyed out with the reason beside it until the whole panel has submitted.
    const complete = screen.getByRole('button', { name: 'Mark Silver Latin Semi-Final complete' });
    expect(complete).toBeDisabled();
    expect(complete).toHaveAccessibleDescription('Not yet: waiting for C Cleo Judge to submit.');

    db.set('marks/Silver Latin/1/j3', j3);
    const ready = await screen.findByText('Every judge on the panel has submitted: mark Silver Latin Semi-Final complete to post it.');
    expect(ready).toHaveAttribute('role', 'status');
    const section = screen.getByRole('region', { name: 'Silver Latin Semi-Final' });
    const firstAction = within(section).getAllByRole('button')[0];
    expect(firstAction).toHaveAccessibleName('Mark Silver Latin Semi-Final complete');
    await userEvent.click(firstAction);
    await waitFor(() => expect(db.read('events/Silver Latin/rounds/1/roundState')).toBe(RoundState.Marked));
    expect(await screen.findByRole('button', { name: 'Post Silver Latin Semi-Final' })).toBeEnabled();
  });

  it("opens a final's skating sheet from the console: computed from the marks, the panel by name, signature lines", async () => {
    renderAdmin(<ScrutineerRoute />, { tree: finalTree(), grants: scrutineer, at: '/admin/scrutineer', pattern: '/admin/scrutineer' });
    await userEvent.click(await screen.findByRole('link', { name: 'Skating sheet of Gold Latin Final' }));
    const sheet = await screen.findByRole('article', { name: 'Skating sheet: Gold Latin, Final' });
    expect(sheet).toHaveTextContent('Not yet posted: computed from the marks as they stand.');
    expect(within(sheet).getAllByRole('listitem').filter((li) => li.closest('ul[aria-label="Judges"]')).map((li) => li.textContent)).toEqual(['A Ada Judge', 'B Ben Judge', 'C Cleo Judge']);
    expect(within(sheet).getByRole('table', { name: "ChaCha: judges' places and majority columns" })).toBeVisible();
    expect(within(sheet).getByRole('region', { name: 'Signatures' })).toHaveTextContent("Scrutineer's signature");
    await userEvent.click(screen.getByRole('link', { name: "← Back to the scrutineer's console" }));
    expect(await screen.findByRole('heading', { name: 'Scrutineer' })).toBeVisible();
  });
});
