import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RoundState, couple, makeEvent, metadata } from '../../../testing/domain/competition-fixtures';
import { renderAdmin, resetFakes } from '../../../testing/render-screen';
import EventScheduleRoute from './event-schedule';

afterEach(resetFakes);

const couples = [couple(3), couple(1), couple(2), couple(0)];
const latin = makeEvent('Silver', 'Latin', ['Rumba'], couples, [
  { state: RoundState.Initialized, scheduleIndex: 1, couples },
  { state: RoundState.Empty, scheduleIndex: 2 },
]);
const tree = {
  competitionMetadata: metadata,
  events: { [latin.eventName]: latin },
  settings: { events: {} },
  schedule: {
    settings: { floorCapacity: 2, minHeatsApart: 1, danceSeconds: 90, gapBetweenDancesSeconds: 30, gapBetweenHeatsSeconds: 60 },
    slots: {
      s1: { kind: 'heat', number: 3, position: 1, rounds: { 'Silver Latin-R1': { eventName: 'Silver Latin', roundNumber: 1, part: 1, parts: 2 } } },
      s2: { kind: 'heat', number: 4, position: 2, rounds: { 'Silver Latin-R1': { eventName: 'Silver Latin', roundNumber: 1, part: 2, parts: 2 } } },
      s3: { kind: 'heat', number: 7, position: 3, rounds: { 'Silver Latin-R2': { eventName: 'Silver Latin', roundNumber: 2 } } },
    },
  },
};

describe('Heat sheet with a running order', () => {
  it('gives each round its heat number and a split round each floor heat with its own couples', async () => {
    renderAdmin(<EventScheduleRoute />, { tree, at: '/admin/eventschedule?heatsheet=Silver%20Latin', pattern: '/admin/eventschedule' });
    const sheet = await screen.findByRole('article', { name: 'Heat sheet: Silver Latin' });
    const numbers = (name: string) => within(within(sheet).getByRole('table', { name })).getAllByRole('row').slice(1).map((row) => row.firstElementChild?.textContent);
    expect(await within(sheet).findByRole('heading', { name: 'Heat 3 (1 of 2)' })).toBeInTheDocument();
    expect(numbers('Silver Latin Semi-Final heat 3 couples')).toEqual(['101', '102']);
    expect(numbers('Silver Latin Semi-Final heat 4 couples')).toEqual(['103', '104']);
    expect(within(sheet).getByRole('heading', { name: /^Heat 7 · Final/u })).toBeInTheDocument();
  });
});
