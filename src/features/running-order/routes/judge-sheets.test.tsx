import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RoundState, couple, makeEvent, metadata } from '../../../testing/domain/competition-fixtures';
import { renderAdmin, resetFakes } from '../../../testing/render-screen';
import EventScheduleRoute from './event-schedule';

afterEach(resetFakes);

const couples = [couple(3), couple(1), couple(2)];
const latin = makeEvent('Silver', 'Latin', ['Rumba', 'ChaCha'], couples, [
  { state: RoundState.Initialized, scheduleIndex: 1, couples },
  { state: RoundState.Empty, scheduleIndex: 3 },
]);
const bronze = makeEvent('Bronze', 'Standard', ['Waltz'], [couple(0)], [{ state: RoundState.Initialized, scheduleIndex: 2, couples: [couple(0)] }]);
const officials = { j1: { name: 'Ada Judge', role: 'Judge' }, j2: { name: 'Ben Judge', role: 'Judge' }, mc: { name: 'Mo Mic', role: 'MC' } };
const tree = { competitionMetadata: { ...metadata, officials }, events: { [latin.eventName]: latin, [bronze.eventName]: bronze }, settings: { events: {} } };

const sheetsOf = (article: HTMLElement) => within(article).getAllByRole('region').map((r) => r.getAttribute('aria-label'));

describe('Blank judge sheets', () => {
  it('prints one page per round, heat and judge, in schedule order, couples by number, a column per dance', async () => {
    renderAdmin(<EventScheduleRoute />, { tree, at: '/admin/eventschedule', pattern: '/admin/eventschedule' });
    await userEvent.click(await screen.findByRole('link', { name: 'Open judge sheets' }));
    const article = await screen.findByRole('article', { name: 'Judge sheets' });
    expect(sheetsOf(article)).toEqual([
      'Silver Latin, Semi-Final: judge A (Ada Judge)',
      'Silver Latin, Semi-Final: judge B (Ben Judge)',
      'Bronze Standard, Final: judge A (Ada Judge)',
      'Bronze Standard, Final: judge B (Ben Judge)',
    ]);
    const grid = within(article).getByRole('table', { name: 'Marks: Silver Latin, Semi-Final: judge A (Ada Judge)' });
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Number', 'Rumba', 'ChaCha']);
    expect(within(grid).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['102', '103', '104']);
    expect(within(grid).getAllByRole('cell').every((cell) => cell.textContent === '')).toBe(true);
    expect(within(article).getAllByText(/^Mark \d+ couples? to recall in each dance/)).toHaveLength(2);
    expect(within(article).getAllByText('Place every couple from 1 to 1 in each dance; no place twice.')).toHaveLength(2);
  });

  it('prints a page per heat of the running order, with the heat number every screen shows', async () => {
    const schedule = {
      settings: { floorCapacity: 2, minHeatsApart: 0, danceSeconds: 90, gapBetweenDancesSeconds: 30, gapBetweenHeatsSeconds: 60 },
      slots: {
        s1: { kind: 'heat', number: 21, position: 1, rounds: { 'Silver Latin-R1': { eventName: 'Silver Latin', roundNumber: 1, part: 1, parts: 2, couples: { [couples[0].entryId]: true } } } },
        s2: { kind: 'heat', number: 22, position: 2, rounds: { 'Silver Latin-R1': { eventName: 'Silver Latin', roundNumber: 1, part: 2, parts: 2, couples: { [couples[1].entryId]: true, [couples[2].entryId]: true } } } },
      },
    };
    renderAdmin(<EventScheduleRoute />, { tree: { ...tree, schedule }, at: '/admin/eventschedule?judgesheets=Silver%20Latin', pattern: '/admin/eventschedule' });
    const article = await screen.findByRole('article', { name: 'Judge sheets: Silver Latin' });
    expect(sheetsOf(article)).toEqual([
      'Silver Latin, Semi-Final, heat 21 (1 of 2): judge A (Ada Judge)',
      'Silver Latin, Semi-Final, heat 21 (1 of 2): judge B (Ben Judge)',
      'Silver Latin, Semi-Final, heat 22 (2 of 2): judge A (Ada Judge)',
      'Silver Latin, Semi-Final, heat 22 (2 of 2): judge B (Ben Judge)',
    ]);
    const grid = within(article).getByRole('table', { name: 'Marks: Silver Latin, Semi-Final, heat 22 (2 of 2): judge A (Ada Judge)' });
    expect(within(grid).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['102', '103']);
  });

  it("prints one judge's sheets of one round's heats for the paper fallback (&round=&judge=)", async () => {
    const schedule = {
      settings: { floorCapacity: 2, minHeatsApart: 0, danceSeconds: 90, gapBetweenDancesSeconds: 30, gapBetweenHeatsSeconds: 60 },
      slots: {
        s1: { kind: 'heat', number: 21, position: 1, rounds: { 'Silver Latin-R1': { eventName: 'Silver Latin', roundNumber: 1, part: 1, parts: 2, couples: { [couples[0].entryId]: true } } } },
        s2: { kind: 'heat', number: 22, position: 2, rounds: { 'Silver Latin-R1': { eventName: 'Silver Latin', roundNumber: 1, part: 2, parts: 2, couples: { [couples[1].entryId]: true, [couples[2].entryId]: true } } } },
      },
    };
    const finalRound = makeEvent('Silver', 'Latin', ['Rumba', 'ChaCha'], couples, [
      { state: RoundState.Initialized, scheduleIndex: 1, couples },
      { state: RoundState.Initialized, scheduleIndex: 3, couples },
    ]);
    const twoRounds = { ...tree, events: { ...tree.events, [finalRound.eventName]: finalRound }, schedule };
    renderAdmin(<EventScheduleRoute />, { tree: twoRounds, at: '/admin/eventschedule?judgesheets=Silver%20Latin&round=1&judge=j2', pattern: '/admin/eventschedule' });
    const article = await screen.findByRole('article', { name: 'Judge sheets: Silver Latin' });
    expect(sheetsOf(article)).toEqual([
      'Silver Latin, Semi-Final, heat 21 (1 of 2): judge B (Ben Judge)',
      'Silver Latin, Semi-Final, heat 22 (2 of 2): judge B (Ben Judge)',
    ]);
  });

  it('prints one event\'s sheets only when one is chosen', async () => {
    renderAdmin(<EventScheduleRoute />, { tree, at: '/admin/eventschedule?judgesheets=Bronze%20Standard', pattern: '/admin/eventschedule' });
    const article = await screen.findByRole('article', { name: 'Judge sheets: Bronze Standard' });
    expect(sheetsOf(article)).toEqual(['Bronze Standard, Final: judge A (Ada Judge)', 'Bronze Standard, Final: judge B (Ben Judge)']);
  });
});
