import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FakeTreeSource } from '../../../testing/fake-tree-source';
import { renderPublic, resetFakes } from '../../../testing/render-screen';
import { resultsTree } from '../../../testing/results-tree';
import { roundWorking } from '../utils/results-parts';
import ResultDetailsRoute from './result-details';

afterEach(resetFakes);
// The page's later parts are imported once up front: their first import is transformed on the spot, slower under
// load than findBy waits (on-demand.test.tsx covers the loading and failure states).
beforeAll(() => roundWorking.load());

const open = (at = '/results/Latin%20Bronze', db: ReturnType<typeof resultsTree> | FakeTreeSource = resultsTree()) =>
  renderPublic(<ResultDetailsRoute />, { db, at, pattern: '/results/:event' });

const cellsOf = (row: HTMLElement) => Array.from(row.querySelectorAll('th, td'), (c) => c.textContent);

describe('Result details', () => {
  it('names the panel under every round: each letter with its judge, in column order', async () => {
    const tree = resultsTree();
    const officials = { 'j-a': 'Ana Reyes', 'j-b': 'Bo Stark', 'j-c': 'Cy Voss', 'j-d': 'Dee Marsh', 'j-e': 'Ed Quill' };
    open(undefined, new FakeTreeSource({ ...tree, competitionMetadata: { ...tree.competitionMetadata, officials: Object.fromEntries(Object.entries(officials).map(([k, name]) => [k, { name, role: 'Judge' }])) } }));
    const final = await screen.findByRole('list', { name: 'Final panel' });
    expect(within(final).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['A Ana Reyes', 'B Bo Stark', 'C Cy Voss', 'D Dee Marsh', 'E Ed Quill']);
    const semi = screen.getByRole('list', { name: 'Semi-Final panel' });
    expect(within(semi).getAllByRole('listitem')[0]).toHaveTextContent('A Ana Reyes');
    expect(screen.getByRole('region', { name: 'Final adjudicators' })).toHaveTextContent('Adjudicators (5)');
  });

  it('shows the final first: places, then each dance with judges, majority columns and place', async () => {
    open();
    const sections = await screen.findAllByRole('heading', { level: 2 });
    expect(sections.map((h) => h.textContent)).toEqual(['Final', 'Semi-Final']);
    const places = within(screen.getByRole('list', { name: 'Final placements' })).getAllByRole('listitem');
    expect(places.map((li) => li.textContent)).toEqual([
      '111Ana Lima & Ben OkaforYale Ballroom Dance Team',
      '213Eve Fox & Gus HayYale Ballroom Dance Team',
      '312Cy Dunn & Di EkCornell DanceSport',
      '414Ivy Jo & Kai LeeCornell DanceSport',
    ]);
    // The placements are the first view; the judges' tables load just after it.
    const chacha = await screen.findByRole('table', { name: "ChaCha: judges' places and majority columns" });
    const header = within(chacha).getAllByRole('columnheader').map((h) => h.textContent);
    expect(header).toEqual(['No.', 'A', 'B', 'C', 'D', 'E', '1', '1-2', '1-3', '1-4', 'Place']);
    const rows = within(chacha).getAllByRole('row').slice(1);
    // 14 and 12 both hold 4 marks at "1-3"; 14's sum 9 beats 12's 11, printed in brackets; later columns blank.
    expect(cellsOf(rows[2])).toEqual(['14', '1', '3', '2', '4', '3', '1', '2', '4 (9)', '', '3']);
  });

  it('shows the multi-dance summary and the rule 10 and 11 working', async () => {
    open();
    const summary = await screen.findByRole('table', { name: 'Final summary' });
    const rows = within(summary).getAllByRole('row').slice(1);
    expect(rows.map((row) => cellsOf(row)[0])).toEqual(['11', '13', '12', '14']);
    expect(cellsOf(rows[1]).slice(-2)).toEqual(['2', 'Rule 11']);
    const working = screen.getByRole('region', { name: 'Tie-breaks' });
    expect(working).toHaveTextContent(/Rule 10 for place 2/);
    expect(working).toHaveTextContent(/rule 11 decides between/);
    expect(within(working).getByRole('table', { name: 'Rule 11 for place 2' })).toBeVisible();
  });

  it("shows the recall round's marks per judge and dance, totals and who was recalled", async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Semi-Final recall marks' });
    const rows = within(table).getAllByRole('row').slice(2);
    expect(rows).toHaveLength(6);
    const first = cellsOf(rows[0]);
    expect(first[0]).toBe('11');
    expect(first.slice(-2)).toEqual(['10', 'Yes']);
    const last = cellsOf(rows[5]);
    expect(last[0]).toBe('16');
    expect(last.slice(-2)).toEqual(['1', 'No']);
    expect(screen.getByText(/4 of 6 couples recalled \(4 requested\)/)).toBeVisible();
  });

  it("highlights a competitor's rows when reached from their page", async () => {
    open('/results/Latin%20Bronze?highlight=e12');
    await screen.findByRole('table', { name: 'Final summary' });
    const marked = document.querySelectorAll('[aria-current="true"]');
    // The placements list, the two dance tables, the summary and the recall table.
    expect(marked).toHaveLength(5);
    for (const row of marked) expect(row.textContent).toMatch(/^(3)?12/);
  });

  it("downloads the event's results and round names, not its entries", async () => {
    const { db } = open();
    await screen.findByRole('table', { name: 'Final summary' });
    expect(db.listenedPaths).not.toContain('events/Latin Bronze');
    expect(db.listenedPaths).toEqual(expect.arrayContaining(['resultsSaved/Latin Bronze', 'events/Latin Bronze/rounds/2/roundName']));
  });

  it('keeps wide tables in named, keyboard-scrollable regions', async () => {
    open();
    const region = await screen.findByRole('region', { name: 'Semi-Final recall marks' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
  });

  it('shows nothing until the organisers publish results, and states for loading, empty and error', async () => {
    open('/results/Latin%20Bronze', resultsTree(false));
    expect(await screen.findByRole('region', { name: 'Results are not published yet' })).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    document.body.innerHTML = '';
    open('/results/Standard%20Gold');
    expect(await screen.findByRole('region', { name: 'No results posted for this event yet' })).toBeVisible();
    document.body.innerHTML = '';
    open('/results/Latin%20Bronze', new FakeTreeSource(resultsTree()).hold('resultsSaved/Latin Bronze'));
    // The event is known (its Download button is offered) while its results are still on the way.
    expect(await screen.findByRole('button', { name: 'Download CSV' })).toBeVisible();
    expect(screen.getByText('Loading results...')).toBeInTheDocument();
    document.body.innerHTML = '';
    const broken = resultsTree();
    (broken.resultsSaved['Latin Bronze'] as Record<string, unknown>)[2] = { placements: 'nonsense' };
    open('/results/Latin%20Bronze', broken);
    expect(await screen.findByRole('alert')).toHaveTextContent(/This record is malformed at resultsSaved\/Latin Bronze/);
  });

  it('says a URL naming no event names nothing, links to the list, and offers no CSV or Print', async () => {
    open('/results/Zumba%20Marathon');
    expect(await screen.findByRole('region', { name: 'No event called “Zumba Marathon”' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See all results' })).toHaveAttribute('href', '/results');
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });
});
