// Issue 35 at the scrutineer's table: a judge switched to paper, the sheet typed twice with one difference, the
// complete button held back with the reason beside it until the difference is settled.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RoundState } from '../../../testing/domain/competition-fixtures';
import { c101, c102, c103, semiMarks, semiTree } from '../../../testing/domain/scrutineer-scenario';
import { TEST_UID, renderAdmin, resetFakes } from '../../../testing/render-screen';
import ScrutineerRoute from '../routes/scrutineer';

afterEach(resetFakes);

const label = 'Silver Latin Semi-Final';
const judge = 'C Cleo Judge';

async function typeSheet(form: HTMLElement, recalled: Record<string, readonly number[]>) {
  for (const [dance, numbers] of Object.entries(recalled)) {
    for (const n of numbers) await userEvent.click(within(form).getByRole('checkbox', { name: `Recall couple ${n} in ${dance}` }));
  }
  await userEvent.click(within(form).getByRole('button', { name: /^Save the (first|second) typing$/ }));
}

describe('Scrutineer: a judge on paper', () => {
  it('switches the judge to paper, takes two typings, shows the difference, and completes only once it is settled', async () => {
    const { j1, j2 } = semiMarks;
    const { db } = renderAdmin(<ScrutineerRoute />, { tree: semiTree(3, RoundState.Running, { j1, j2 }), grants: { scrutineer: true } });
    const paper = await screen.findByRole('region', { name: 'Paper marks' });
    await userEvent.selectOptions(within(paper).getByLabelText('Judge to switch to paper'), judge);
    await userEvent.click(within(paper).getByRole('button', { name: 'Switch to paper for this round' }));
    await waitFor(() => expect(db.read('paperMarks/Silver Latin/1/j3/switchedBy')).toBe(TEST_UID));
    // The print link opens this judge's sheets of this round's heats only, not the whole event's.
    const print = await within(paper).findByRole('link', { name: `Print ${judge}'s judge sheet for this round` });
    expect(new URL(print.getAttribute('href') ?? '', 'http://x').searchParams.toString()).toBe('judgesheets=Silver+Latin&round=1&judge=j3');

    const complete = screen.getByRole('button', { name: `Mark ${label} complete` });
    expect(complete).toBeDisabled();
    expect(complete).toHaveAccessibleDescription(`Not yet: ${judge}'s paper sheet is not typed yet.`);

    // j3's sheet: ChaCha 101 102 103, Rumba 101 103 104; the second typing misses Rumba 104.
    await typeSheet(await within(paper).findByRole('form', { name: `First typing of ${judge}'s paper sheet` }), { ChaCha: [101, 102, 103], Rumba: [101, 103, 104] });
    const second = await within(paper).findByRole('form', { name: `Second typing of ${judge}'s paper sheet` });
    expect(within(second).getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(0);
    await typeSheet(second, { ChaCha: [101, 102, 103], Rumba: [101, 103] });

    const differences = await within(paper).findByRole('table', { name: `Differences between the two typings of ${judge}'s sheet` });
    const rows = within(differences).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Rumba104recallednot recalled']);
    expect(complete).toHaveAccessibleDescription(`Not yet: ${judge}'s paper sheet has 1 difference to settle.`);
    const settle = within(paper).getByRole('button', { name: `Settle ${judge}'s paper marks` });
    expect(settle).toBeDisabled();
    await userEvent.click(within(rows[0]).getByRole('radio', { name: 'Couple 104 in Rumba: first typing, recalled' }));
    await userEvent.click(settle);

    await within(paper).findByText(`Settled: ${judge}'s marks of this round were typed from the paper sheet.`);
    const marks = db.read('marks/Silver Latin/1/j3') as { dances: Record<string, Record<string, number>>; submittedAt: number };
    expect(marks.dances.Rumba).toMatchObject({ [c101.entryId]: 1, [c103.entryId]: 1, [c102.entryId]: 0 });
    expect(marks.submittedAt).toBeTypeOf('number');
    const trail = Object.values(db.read('markAudit/Silver Latin/1') as Record<string, { source: string; submitted?: true }>);
    expect(trail.every((entry) => entry.source === 'paper')).toBe(true);
    expect(trail.filter((entry) => entry.submitted)).toHaveLength(1);
    expect(screen.getByRole('listitem', { name: `${judge} (paper sheet): submitted` })).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Semi-Final panel' })).getByText(/marks from the paper sheet/)).toBeVisible();

    await waitFor(() => expect(complete).toBeEnabled());
    await userEvent.click(complete);
    await waitFor(() => expect(db.read('events/Silver Latin/rounds/1/roundState')).toBe(RoundState.Marked));
  });
});
