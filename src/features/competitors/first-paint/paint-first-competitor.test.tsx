import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../data/paths';
import type { Tree } from '../../../domain/tree-update';
import { competitorDayTree, COMPETITOR_DAY } from '../../../testing/competitor-day-tree';
import { renderPublic, resetFakes } from '../../../testing/render-screen';
import CompetitorDetailsRoute from '../routes/competitor-details';
import { competitorIdOf, paintCompetitorWhenAnswered, paintFirstCompetitor } from './paint-first-competitor';

// A dancer's page paints their name, team and heats from the REST answers before the app has loaded, and the
// screen then shows the same: same heading, same line under it, same heats with the same times.

const { START, MIN } = COMPETITOR_DAY;
const tree = (): Tree => competitorDayTree(false);

const ID = 'ana lima';
// Heat 7 danced, the awards break, heat 9 to come.
const NOW = START + 17 * MIN;
const answersOf = (t: Tree) => ({ entries: (t.competitorEntries as Record<string, unknown>)[ID], eventIndex: t.eventIndex, schedule: t.schedule, resultsShown: (t.competitionMetadata as { resultsPageShown?: unknown }).resultsPageShown });

function pageWithSlot(): Document {
  document.body.innerHTML = '<div id="root"><div class="container py-4"><div data-first-paint="competitor"></div><div role="status">Loading heat sheet...</div></div></div>';
  return document;
}

/** Each row's class (the heat on the floor is marked) and its cells' text. */
const rowsOf = (rows: Element[]) => rows.map((row) => [row.className, ...[...row.children].map((cell) => cell.textContent)]);

afterEach(() => {
  resetFakes();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('paintFirstCompetitor', () => {
  it("paints the dancer's name, team and heats, and the screen then shows the same", async () => {
    const t = tree();
    pageWithSlot();
    expect(paintFirstCompetitor(document, ID, answersOf(t), NOW)).toBe(true);
    const slot = document.querySelector('[data-first-paint="competitor"]');
    const painted = { name: slot?.querySelector('h1')?.textContent, lead: slot?.querySelector('p.lead')?.textContent, heats: rowsOf([...(slot?.querySelectorAll('tbody tr') ?? [])]) };
    expect(painted.name).toBe('Ana Lima');
    expect(painted.heats.map((row) => [row[1], row[3], row[4], row[5]])).toEqual([['7', 'Latin Bronze', 'Semi-Final', 'Recalled'], ['9', 'Latin Bronze', 'Final', 'On deck']]);
    document.body.innerHTML = '';
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    renderPublic(<CompetitorDetailsRoute />, { db: t, at: `/competitors/${encodeURIComponent(ID)}`, pattern: '/competitors/:id' });
    const table = await screen.findByRole('table', { name: 'Heats' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(painted.name ?? '');
    expect(document.querySelector('p.lead')?.textContent).toBe(painted.lead);
    // Heat, time, event, round and outcome (the semi-final posted, results public): cell by cell, and the rows' marks.
    expect(rowsOf(within(table).getAllByRole('row').slice(1))).toEqual(painted.heats);
  });

  it('never turns a name from the database into markup', () => {
    const t = tree();
    const answers = answersOf(t);
    const name = '<img src=x onerror=alert(1)>';
    const renamed = JSON.parse(JSON.stringify(answers.entries).replaceAll('Ana Lima', name)) as unknown;
    pageWithSlot();
    expect(paintFirstCompetitor(document, ID, { ...answers, entries: renamed }, NOW)).toBe(true);
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('h1')?.textContent).toBe(name);
  });

  it('paints nothing for nobody entered, for answers it cannot read, or when the slot is gone or filled', () => {
    const answers = answersOf(tree());
    pageWithSlot();
    expect(paintFirstCompetitor(document, 'nobody', { ...answers, entries: null }, NOW)).toBe(false);
    expect(paintFirstCompetitor(document, ID, { ...answers, entries: { 'Latin Bronze': { e1: { leadName: 5 } } } }, NOW)).toBe(false);
    expect(paintFirstCompetitor(document, ID, { ...answers, eventIndex: 'not an index' }, NOW)).toBe(false);
    expect(document.querySelector('[data-first-paint="competitor"]')?.childElementCount).toBe(0);
    expect(paintFirstCompetitor(document, ID, answers, NOW)).toBe(true);
    expect(paintFirstCompetitor(document, ID, answers, NOW)).toBe(false);
    document.body.innerHTML = '<div id="root"></div>';
    expect(paintFirstCompetitor(document, ID, answers, NOW)).toBe(false);
  });
});

describe('competitorIdOf', () => {
  it('reads the id as the router does, after any base path; nothing for another page or a malformed address', () => {
    expect(competitorIdOf('/competitors/ana%20lima')).toBe('ana lima');
    expect(competitorIdOf('/rdf24/Competitors/ana%20lima/')).toBe('ana lima');
    expect(competitorIdOf('/competitors')).toBeNull();
    expect(competitorIdOf('/competitors/%E0%A4%A')).toBeNull();
  });
});

describe('paintCompetitorWhenAnswered', () => {
  const at = (reads: Record<string, { promise: Promise<unknown> }> | undefined) =>
    ({ __firstReads: reads, document, location: new URL(`https://example.test/competitors/${encodeURIComponent(ID)}`) }) as unknown as Window;

  it('paints once the three answers have arrived, and nothing when one failed or was never asked', async () => {
    const { entries, eventIndex, schedule } = answersOf(tree());
    pageWithSlot();
    await expect(paintCompetitorWhenAnswered(at(undefined))).resolves.toBe(false);
    const reads = { [paths.competitorEntries(ID)]: { promise: Promise.resolve(entries) }, [paths.eventIndex()]: { promise: Promise.resolve(eventIndex) }, [paths.schedule()]: { promise: Promise.resolve(schedule) } };
    await expect(paintCompetitorWhenAnswered(at({ ...reads, [paths.schedule()]: { promise: Promise.reject(new Error('503')) } }))).resolves.toBe(false);
    expect(document.querySelector('[data-first-paint="competitor"]')?.childElementCount).toBe(0);
    // Without the answer on whether results are public, the recall does not show: the heat's place in the day does.
    await expect(paintCompetitorWhenAnswered(at(reads))).resolves.toBe(true);
    expect(document.querySelector('h1')?.textContent).toBe('Ana Lima');
    expect(document.querySelector('tbody td:last-child')?.textContent).toBe('Danced');
  });
});
