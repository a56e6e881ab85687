import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RoundState } from '../../../testing/domain/competition-fixtures';
import { renderAdmin, resetFakes } from '../../../testing/render-screen';
import { semiTree } from '../../../testing/domain/scrutineer-scenario';
import ChairmanRoute from './chairman';

afterEach(resetFakes);

const chairman = { chairman: true } as const;

describe('Chairman', () => {
  it('shows every judge\'s marks side by side with the anomalies flagged', async () => {
    renderAdmin(<ChairmanRoute />, { tree: semiTree(3), grants: chairman });
    const anomalies = await screen.findByRole('list', { name: 'Anomalies' });
    expect(within(anomalies).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Judge C alone did not recall 102 in Rumba.',
      'Judge A alone did not recall 103 in Rumba.',
      'Judge B alone did not recall 104 in Rumba.',
    ]);
    const rumba = screen.getByRole('table', { name: 'Marks in Rumba' });
    expect(within(rumba).getByRole('cell', { name: 'blank, flagged: Judge B alone did not recall 104 in Rumba.' })).toBeInTheDocument();
    expect(within(rumba).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Couple', 'A', 'B', 'C', 'Total']);
  });

  it('decides a recall tie: the chosen option posts the round with the couples it recalls', async () => {
    const { db } = renderAdmin(<ChairmanRoute />, { tree: semiTree(2), grants: chairman });
    const decision = await screen.findByRole('region', { name: 'Decide the recall tie' });
    const choose = within(decision).getByRole('button', { name: 'Recall 3 couples (5 or more marks) and post' });
    // No Chairman of Judges on this officials list: the decision waits for a name.
    expect(choose).toBeDisabled();
    await userEvent.type(within(decision).getByLabelText('Chairman of Judges (printed on the results)'), 'Ruth Chair');
    const before = Date.now();
    await userEvent.click(choose);
    await waitFor(() => expect(db.read('events/Silver Latin/rounds/1/roundState')).toBe(RoundState.Posted));
    expect(Object.keys(db.read('events/Silver Latin/rounds/2/entries') as object)).toHaveLength(3);
    expect(db.read('resultsSaved/Silver Latin/1/sumRecalls')).toMatchObject({
      chairmanDecided: true, minMarks: 5, requested: 2,
      chairmanChoice: { offered: [{ minMarks: 6, recalledCount: 1 }, { minMarks: 5, recalledCount: 3 }], chosenMinMarks: 5, chosenBy: 'Ruth Chair' },
    });
    const at = db.read('resultsSaved/Silver Latin/1/sumRecalls/chairmanChoice/chosenAt') as number;
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
    // Once posted, the screen shows the round as posted, with the saved decision and no tie buttons.
    expect(await screen.findByText(/Posted: these results are public\./)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('region', { name: 'Decide the recall tie' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /and post$/ })).not.toBeInTheDocument();
    const decided = await screen.findByRole('region', { name: "Chairman's decision" });
    expect(decided).toHaveTextContent('The Chairman of Judges, Ruth Chair, chose to recall every couple with at least 5 marks at');
    expect(within(decided).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['6 marks or more: 1 couple', '5 marks or more: 3 couples (chosen)']);
  });

  it('asks nothing when more couples are requested than danced: every couple is recalled', async () => {
    renderAdmin(<ChairmanRoute />, { tree: semiTree(8), grants: chairman });
    const table = await screen.findByRole('table', { name: 'Semi-Final recall marks' });
    expect(within(table).getAllByRole('row', { name: /Yes$/ })).toHaveLength(6);
    expect(screen.getByText(/6 of 6 couples recalled \(8 requested\)/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Decide the recall tie' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /and post$/ })).not.toBeInTheDocument();
  });

  it('offers the tie options only once the round is marked complete', async () => {
    renderAdmin(<ChairmanRoute />, { tree: semiTree(2, RoundState.Running), grants: chairman });
    const decision = await screen.findByRole('region', { name: 'Decide the recall tie' });
    expect(within(decision).getByRole('button', { name: 'Recall 1 couple (6 or more marks) and post' })).toBeDisabled();
  });

  it('reopens a marked round so judges can correct their marks', async () => {
    const { db } = renderAdmin(<ChairmanRoute />, { tree: semiTree(3), grants: chairman });
    await userEvent.click(await screen.findByRole('button', { name: 'Reopen Silver Latin Semi-Final' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm reopening Silver Latin Semi-Final for judges to correct' }));
    await waitFor(() => expect(db.read('events/Silver Latin/rounds/1/roundState')).toBe(RoundState.Running));
    expect(db.read('marks/Silver Latin/1/j1/submittedAt')).toBeNull();
  });
});
