import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../data/paths';
import { competitorIdFor } from '../../../domain/competitors';
import { type Entry, type RoundEntry, RoundState } from '../../../domain/model';
import type { Tree } from '../../../domain/tree-update';
import { resultsTree } from '../../../testing/results-tree';
import { renderPublic, resetFakes } from '../../../testing/render-screen';
import { withSummaries } from '../../../testing/with-summaries';
import CompetitorDetailsRoute from '../routes/competitor-details';
import { competitorIdOf, paintCompetitorWhenAnswered, paintFirstCompetitor } from './paint-first-competitor';

// A dancer's page paints their name, team and heats from the REST answers before the app has loaded, and the
// screen then shows the same: same heading, same line under it, same heats with the same times.

const START = Date.UTC(2026, 10, 25, 14, 0);
const MIN = 60_000;

/** The results tree with the event's registrations and a running order: the semi-final in heat 7 (started), the final in heat 9. */
function tree(): Tree {
  const base = resultsTree();
  const latin = base.events['Latin Bronze'];
  const semi = latin.rounds[1].entries as Record<string, RoundEntry>;
  const entries: Record<string, Entry> = Object.fromEntries(Object.entries(semi).map(([entryId, e]) => [entryId, {
    entryId, leadName: e.leadName, followName: e.followName, leadId: competitorIdFor(e.leadName), followId: competitorIdFor(e.followName),
    affiliation: e.affiliation, registeredTime: 1, leadNumber: e.leadNumber,
  }]));
  return withSummaries({
    ...base,
    events: { ...base.events, 'Latin Bronze': { ...latin, entries, rounds: { 1: { ...latin.rounds[1], roundState: RoundState.Running }, 2: { ...latin.rounds[2], roundState: RoundState.Initialized } } } },
    resultsSaved: {},
    schedule: {
      settings: { floorCapacity: 8, minHeatsApart: 1, danceSeconds: 90, gapBetweenDancesSeconds: 30, gapBetweenHeatsSeconds: 60, firstHeatStart: START },
      slots: {
        s1: { kind: 'heat', number: 7, position: 1, rounds: { 'Latin Bronze-R1': { eventName: 'Latin Bronze', roundNumber: 1 } }, startedAt: START + 13 * MIN },
        s3: { kind: 'heat', number: 9, position: 2, rounds: { 'Latin Bronze-R2': { eventName: 'Latin Bronze', roundNumber: 2 } } },
      },
    },
  });
}

const ID = 'ana lima';
const NOW = START + 15 * MIN;
const answersOf = (t: Tree) => [(t.competitorEntries as Record<string, unknown>)[ID], t.eventIndex, t.schedule] as const;

function pageWithSlot(): Document {
  document.body.innerHTML = '<div id="root"><div class="container py-4"><div data-first-paint="competitor"></div><div role="status">Loading heat sheet...</div></div></div>';
  return document;
}

const cellsOf = (table: Element | null) => [...(table?.querySelectorAll('tbody tr') ?? [])].map((row) => [...row.children].map((cell) => cell.textContent));

afterEach(() => {
  resetFakes();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('paintFirstCompetitor', () => {
  it("paints the dancer's name, team and heats, and the screen then shows the same", async () => {
    const t = tree();
    pageWithSlot();
    expect(paintFirstCompetitor(document, ID, ...answersOf(t), NOW)).toBe(true);
    const slot = document.querySelector('[data-first-paint="competitor"]');
    const painted = { name: slot?.querySelector('h1')?.textContent, lead: slot?.querySelector('p.lead')?.textContent, heats: cellsOf(slot?.querySelector('table') ?? null) };
    expect(painted.name).toBe('Ana Lima');
    expect(painted.heats.map((row) => row.slice(0, 1).concat(row.slice(2, 4)))).toEqual([['7', 'Latin Bronze', 'Semi-Final'], ['9', 'Latin Bronze', 'Final']]);
    expect(slot?.querySelector('tbody tr')?.className).toBe('table-warning');
    document.body.innerHTML = '';
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    renderPublic(<CompetitorDetailsRoute />, { db: t, at: `/competitors/${encodeURIComponent(ID)}`, pattern: '/competitors/:id' });
    const table = await screen.findByRole('table', { name: 'Heats' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(painted.name ?? '');
    expect(document.querySelector('p.lead')?.textContent).toBe(painted.lead);
    // Heat, time, event, round and (no result posted yet) the heat's status: cell by cell.
    expect(within(table).getAllByRole('row').slice(1).map((row) => [...row.children].map((cell) => cell.textContent))).toEqual(painted.heats);
  });

  it('never turns a name from the database into markup', () => {
    const t = tree();
    const [entries, index, schedule] = answersOf(t);
    const name = '<img src=x onerror=alert(1)>';
    const renamed = JSON.parse(JSON.stringify(entries).replaceAll('Ana Lima', name)) as unknown;
    pageWithSlot();
    expect(paintFirstCompetitor(document, ID, renamed, index, schedule, NOW)).toBe(true);
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('h1')?.textContent).toBe(name);
  });

  it('paints nothing for nobody entered, for answers it cannot read, or when the slot is gone or filled', () => {
    const [entries, index, schedule] = answersOf(tree());
    pageWithSlot();
    expect(paintFirstCompetitor(document, 'nobody', null, index, schedule, NOW)).toBe(false);
    expect(paintFirstCompetitor(document, ID, { 'Latin Bronze': { e1: { leadName: 5 } } }, index, schedule, NOW)).toBe(false);
    expect(paintFirstCompetitor(document, ID, entries, 'not an index', schedule, NOW)).toBe(false);
    expect(document.querySelector('[data-first-paint="competitor"]')?.childElementCount).toBe(0);
    expect(paintFirstCompetitor(document, ID, entries, index, schedule, NOW)).toBe(true);
    expect(paintFirstCompetitor(document, ID, entries, index, schedule, NOW)).toBe(false);
    document.body.innerHTML = '<div id="root"></div>';
    expect(paintFirstCompetitor(document, ID, entries, index, schedule, NOW)).toBe(false);
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
    const [entries, index, schedule] = answersOf(tree());
    pageWithSlot();
    await expect(paintCompetitorWhenAnswered(at(undefined))).resolves.toBe(false);
    const reads = { [paths.competitorEntries(ID)]: { promise: Promise.resolve(entries) }, [paths.eventIndex()]: { promise: Promise.resolve(index) }, [paths.schedule()]: { promise: Promise.resolve(schedule) } };
    await expect(paintCompetitorWhenAnswered(at({ ...reads, [paths.schedule()]: { promise: Promise.reject(new Error('503')) } }))).resolves.toBe(false);
    expect(document.querySelector('[data-first-paint="competitor"]')?.childElementCount).toBe(0);
    await expect(paintCompetitorWhenAnswered(at(reads))).resolves.toBe(true);
    expect(document.querySelector('h1')?.textContent).toBe('Ana Lima');
  });
});
