// Issue 22 on the public results: rule 10/11 working as cumulative columns, rows by couple number,
// the judges' recall counts, the chairman's decision and the printable skating sheet.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildRecallResult } from '../../../domain/results';
import { renderPublic, resetFakes } from '../../../testing/render-screen';
import { resultsTree, semiFinalists, semiMarks } from '../../../testing/results-tree';
import { postedSkatingSheet, roundWorking } from '../utils/results-parts';
import ResultDetailsRoute from './result-details';

afterEach(resetFakes);
// The page's later parts are imported once up front: their first import is transformed on the spot, slower under
// load than findBy waits (on-demand.test.tsx covers the loading and failure states).
beforeAll(() => Promise.all([postedSkatingSheet.load(), roundWorking.load()]));

type Tree = ReturnType<typeof resultsTree>;
const open = (at = '/results/Latin%20Bronze', tree: Tree = resultsTree()) => renderPublic(<ResultDetailsRoute />, { db: tree, at, pattern: '/results/:event' });
const cellsOf = (row: HTMLElement) => Array.from(row.querySelectorAll('th, td'), (c) => c.textContent);
const bodyRows = (table: HTMLElement, header = 1) => within(table).getAllByRole('row').slice(header);

describe('Result details: the working as a scrutineer reads it', () => {
  it('shows rule 10 as cumulative place columns with the compared sums in brackets, and the couple placed by default', async () => {
    open();
    const rule10 = await screen.findByRole('table', { name: 'Rule 10 for place 2' });
    expect(within(rule10).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['No.', '1', '1-2', '1-3', '1-4', 'Place']);
    expect(bodyRows(rule10).map(cellsOf)).toEqual([
      ['12', '0', '1 (2)', '1', '2', ''],
      ['13', '0', '1 (2)', '1', '2', ''],
      ['14', '0', '0', '2', '2', '4 by default'],
    ]);
    expect(screen.getByRole('region', { name: 'Tie-breaks' })).toHaveTextContent('Still equal in column 1-2: rule 11 decides between 12 and 13.');
  });

  it("lists rule 11's pooled marks of every dance with the cumulative columns", async () => {
    open();
    const rule11 = await screen.findByRole('table', { name: 'Rule 11 for place 2' });
    const headers = within(rule11).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['No.', 'ChaCha', 'Rumba', '1', '1-2', '1-3', '1-4', 'Place', 'A', 'B', 'C', 'D', 'E', 'A', 'B', 'C', 'D', 'E']);
    // Columns after the decision (1-2) are left blank; 12, left alone, takes 3rd by default.
    expect(bodyRows(rule11, 2).map(cellsOf)).toEqual([
      ['12', '3', '4', '3', '3', '2', '2', '2', '1', '3', '3', '1', '4', '', '', '3 by default'],
      ['13', '2', '2', '1', '2', '4', '3', '4', '2', '4', '2', '1', '6', '', '', '2'],
    ]);
  });

  it('orders every table of a round by couple number or by place, with a named toggle', async () => {
    open();
    const summary = await screen.findByRole('table', { name: 'Final summary' });
    expect(bodyRows(summary).map((row) => cellsOf(row)[0])).toEqual(['11', '13', '12', '14']);
    const toggle = screen.getByRole('group', { name: 'Order rows of Final' });
    await userEvent.click(within(toggle).getByRole('radio', { name: 'Couple number' }));
    expect(bodyRows(summary).map((row) => cellsOf(row)[0])).toEqual(['11', '12', '13', '14']);
    const chacha = screen.getByRole('table', { name: "ChaCha: judges' places and majority columns" });
    expect(bodyRows(chacha).map((row) => cellsOf(row)[0])).toEqual(['11', '12', '13', '14']);
    // The other round keeps its own order.
    const recall = screen.getByRole('table', { name: 'Semi-Final recall marks' });
    expect(bodyRows(recall, 2).map((row) => cellsOf(row)[0])).toEqual(['11', '14', '12', '13', '15', '16']);
    await userEvent.click(within(screen.getByRole('group', { name: 'Order rows of Semi-Final' })).getByRole('radio', { name: 'Couple number' }));
    expect(bodyRows(recall, 2).map((row) => cellsOf(row)[0])).toEqual(['11', '12', '13', '14', '15', '16']);
    await userEvent.click(within(toggle).getByRole('radio', { name: 'Place' }));
    expect(bodyRows(summary).map((row) => cellsOf(row)[0])).toEqual(['11', '13', '12', '14']);
  });

  it('shows how many couples each judge marked in each dance', async () => {
    open();
    const counts = await screen.findByRole('table', { name: 'Semi-Final: couples marked by each judge' });
    expect(within(counts).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Dance', 'A', 'B', 'C', 'D', 'E']);
    expect(bodyRows(counts).map(cellsOf)).toEqual([
      ['ChaCha', '4', '4', '4', '4', '4'],
      ['Rumba', '4', '4', '4', '4', '4'],
    ]);
    expect(screen.queryByRole('region', { name: "Chairman's decision" })).not.toBeInTheDocument();
  });

  it("shows the chairman's decision: the cuts offered, the one chosen, by whom and when", async () => {
    const tree = resultsTree();
    // The same semi-final asked for 3: 11 has 10 marks, 14 has 9, 12 and 13 have 8, so no cut gives 3.
    const decided = buildRecallResult({
      entries: semiFinalists, dances: tree.events['Latin Bronze'].dances, judges: tree.resultsSaved['Latin Bronze'][1].sumRecalls.judges, marks: semiMarks, requested: 3,
      chairmanChoice: { minMarks: 8, by: 'Ruth Chair', at: new Date(2026, 10, 25, 14, 5).getTime() },
    });
    (tree.resultsSaved['Latin Bronze'] as Record<string, unknown>)[1] = decided;
    open('/results/Latin%20Bronze', tree);
    const decision = await screen.findByRole('region', { name: "Chairman's decision" });
    expect(decision).toHaveTextContent('The Chairman of Judges, Ruth Chair, chose to recall every couple with at least 8 marks at 14:05, 25 November 2026.');
    expect(within(decision).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['9 marks or more: 2 couples', '8 marks or more: 4 couples (chosen)']);
  });

  it('prints a skating sheet of the final: places, working, the panel by name and the signature lines, on A4 or Letter', async () => {
    const tree = resultsTree() as Tree & { competitionMetadata: Record<string, unknown> };
    tree.competitionMetadata.officials = {
      'j-a': { name: 'Ada Judge', role: 'Judge' }, 'j-b': { name: 'Ben Judge', role: 'Judge' }, 'j-c': { name: 'Cleo Judge', role: 'Judge' },
      'j-d': { name: 'Dev Judge', role: 'Judge' },
    };
    open('/results/Latin%20Bronze', tree);
    await userEvent.click(await screen.findByRole('link', { name: 'Skating sheet of the Final (print)' }));
    const sheet = await screen.findByRole('article', { name: 'Skating sheet: Latin Bronze, Final' });
    expect(within(sheet).getByRole('list', { name: 'Final placements' })).toBeVisible();
    expect(within(sheet).getByRole('table', { name: "Rumba: judges' places and majority columns" })).toBeVisible();
    expect(within(sheet).getByRole('table', { name: 'Final summary' })).toBeVisible();
    expect(within(sheet).getByRole('table', { name: 'Rule 11 for place 2' })).toBeVisible();
    await waitFor(() => expect(within(sheet).getAllByRole('listitem').filter((li) => li.closest('ul[aria-label="Judges"]')).map((li) => li.textContent)).toEqual([
      'A Ada Judge', 'B Ben Judge', 'C Cleo Judge', 'D Dev Judge', 'E (not on the officials list)',
    ]));
    const signatures = within(sheet).getByRole('region', { name: 'Signatures' });
    expect(signatures).toHaveTextContent("Scrutineer's signature");
    expect(signatures).toHaveTextContent("Chairman of Judges' signature");
    // The page size follows the paper chosen.
    const pageRule = () => sheet.querySelector('style')?.textContent;
    expect(pageRule()).toContain('size: A4');
    await userEvent.selectOptions(within(sheet).getByLabelText('Paper size'), 'Letter');
    expect(pageRule()).toContain('size: letter');
    // A recall round has no skating sheet.
    expect(screen.queryByRole('link', { name: /Skating sheet of the Semi-Final/ })).not.toBeInTheDocument();
  });
});

