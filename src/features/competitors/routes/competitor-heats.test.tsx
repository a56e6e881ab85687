import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatClock } from '../../../components/format-date';
import { ordinal } from '../../../domain/rounds';
import { competitorDayTree, COMPETITOR_DAY } from '../../../testing/competitor-day-tree';
import { finalResult } from '../../../testing/results-tree';
import { renderPublic, resetFakes } from '../../../testing/render-screen';
import CompetitorDetailsRoute from './competitor-details';

afterEach(() => {
  resetFakes();
  vi.useRealTimers();
});

const { START, MIN } = COMPETITOR_DAY;
const tree = competitorDayTree;

const open = (id: string, finalPosted: boolean) =>
  renderPublic(<CompetitorDetailsRoute />, { db: tree(finalPosted), at: `/competitors/${encodeURIComponent(id)}`, pattern: '/competitors/:id' });

const heatRows = async () => within(await screen.findByRole('table', { name: 'Heats' })).getAllByRole('row').slice(1);

describe("A competitor's heats", () => {
  it('lists each heat with number, event, round and estimated time, recalled or still to come, and the lateness', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START + 17 * MIN });
    open('ana lima', false);
    const rows = await heatRows();
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['7', '9']);
    expect(rows[0]).toHaveTextContent('Latin Bronze');
    expect(rows[0]).toHaveTextContent('Semi-Final');
    expect(rows[0]).toHaveTextContent(formatClock(START + 13 * MIN));
    expect(await within(rows[0]).findByText('Recalled')).toBeVisible();
    // The awards follow the semi-final's finish plus a minute; the final follows the awards.
    expect(rows[1]).toHaveTextContent(formatClock(START + 16 * MIN + 30_000 + MIN + 15 * MIN));
    expect(rows[1]).toHaveTextContent('Final');
    expect(rows[1]).toHaveTextContent('On deck');
    expect(screen.getByRole('status', { name: 'Pace' })).toHaveTextContent('Running 13 min late');
  });

  it("gives each round of the event box its heat and the heats table's one time, never a stored round start time", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START + 17 * MIN });
    const data = tree(false);
    // A stale legacy start time on the final: the page must not show it beside the heat's time.
    const stale = START + 5 * 60 * MIN;
    data.events['Latin Bronze'].rounds[2] = Object.assign({ ...data.events['Latin Bronze'].rounds[2] }, { roundStartTime: stale });
    renderPublic(<CompetitorDetailsRoute />, { db: data, at: '/competitors/ana%20lima', pattern: '/competitors/:id' });
    const heats = await heatRows();
    const box = within(await screen.findByRole('table', { name: 'Latin Bronze rounds' })).getAllByRole('row').slice(1);
    expect(box[0]).toHaveTextContent(`Heat 7 · ${formatClock(START + 13 * MIN)}`);
    const finalTime = formatClock(START + 16 * MIN + 30_000 + MIN + 15 * MIN);
    expect(box[1]).toHaveTextContent(`Heat 9 · ${finalTime}`);
    expect(heats[1]).toHaveTextContent(finalTime);
    expect(document.body).not.toHaveTextContent(formatClock(stale));
  });

  it('says who was not recalled and, once the final is posted, the place', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START + 17 * MIN });
    const { db } = open('max ng', false);
    const rows = await heatRows();
    expect(rows).toHaveLength(1);
    expect(await within(rows[0]).findByText('Not recalled')).toBeVisible();
    // Read from the next round's floor in the summaries, not from the round's saved result (every couple's marks);
    // only the event's small final result is read, for a place.
    expect(db.listenedPaths.filter((path) => path.startsWith('resultsSaved'))).toEqual(['resultsSaved/Latin Bronze/finalResults']);
    resetFakes();
    document.body.innerHTML = '';

    open('ana lima', true);
    const place = finalResult.placements.find((p) => p.leadName === 'Ana Lima')!.place;
    const final = (await heatRows())[1];
    expect(await within(final).findByText(`Placed ${ordinal(place)}`)).toBeVisible();
  });

  it('says how far away the dancer\'s next heat is, from the live pace, and offers the heats as a calendar file', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START + 17 * MIN });
    open('ana lima', false);
    // Heat 7 is danced; the 15-minute awards come first, then heat 9 at START + 32.5 min: 15.5 minutes away.
    expect(await screen.findByRole('status', { name: 'Next heat of Ana Lima' })).toHaveTextContent('On deck now: you dance next (about 16 min)');
    expect(screen.getByRole('button', { name: 'Add to calendar (.ics): the heats of Ana Lima' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'On-deck notifications' })).toHaveTextContent('This browser cannot show notifications');
  });
});
