import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Entry } from '../../../domain/model';
import { RoundState, couple, makeEvent, metadata } from '../../../domain/testing/competition-fixtures';
import { renderAdmin, resetAdminFakes } from '../testing/render-admin';
import McRoute from './mc';
import McResultsRoute from './mc-results';

afterEach(resetAdminFakes);

const six = Array.from({ length: 6 }, (_, i) => couple(i));
const publicFields = ({ entryId, leadNumber, leadName, followName, affiliation }: Entry) => ({ entryId, leadNumber, leadName, followName, affiliation });
// The semi recalled 105, 101 and 103 (stored most marks first, as the results builder does).
const semiResults = {
  placements: [
    { ...publicFields(six[4]), marks: 3, recalled: true },
    { ...publicFields(six[0]), marks: 3, recalled: true },
    { ...publicFields(six[2]), marks: 2, recalled: true },
    { ...publicFields(six[1]), marks: 1, recalled: false },
  ],
  sumRecalls: {},
};
const finalResults = {
  placements: [
    { ...publicFields(six[2]), place: 1, decidedBy: 'R9' },
    { ...publicFields(six[0]), place: 2, decidedBy: 'R9' },
    { ...publicFields(six[4]), place: 3, decidedBy: 'R9' },
  ],
  finalTable: {},
};
const latin = makeEvent('Silver', 'Latin', ['ChaCha'], six, [
  { state: RoundState.Posted, scheduleIndex: 1, couples: six, recallSize: 3 },
  { state: RoundState.Posted, scheduleIndex: 3, couples: [six[0], six[2], six[4]] },
]);
const bronze = makeEvent('Bronze', 'Standard', ['Waltz'], six, [
  { state: RoundState.Running, scheduleIndex: 4, couples: six.slice(0, 2) },
  { state: RoundState.Initialized, scheduleIndex: 5, couples: [six[5], six[3]], roundStartTime: new Date(2026, 10, 28, 15, 0).getTime() },
]);
const tree = {
  competitionMetadata: metadata,
  events: { [latin.eventName]: latin, [bronze.eventName]: bronze },
  resultsSaved: { 'Silver Latin': { 1: semiResults, 2: finalResults } },
};

const items = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem').map((li) => li.textContent);

describe('MC', () => {
  it('announces the round on the floor, the next round with its couples by number, and the latest result', async () => {
    renderAdmin(<McRoute />, { tree, grants: { mc: true } });
    expect(await screen.findByRole('heading', { name: 'On the floor: Bronze Standard Semi-Final' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Next up: Bronze Standard Final' })).toBeInTheDocument();
    expect(items('Couples of Bronze Standard Final')).toEqual(['104', '106']);
    expect(await screen.findByRole('heading', { name: /Silver Latin Final: results/ })).toBeInTheDocument();
  });

  it('reads a final from last place to first', async () => {
    renderAdmin(<McResultsRoute />, { tree, grants: { mc: true } });
    await screen.findByRole('list', { name: 'Placements in reading order' });
    expect(items('Placements in reading order').map((t) => t?.split(':')[0])).toEqual(['3rd place', '2nd place', '1st place']);
    expect(items('Placements in reading order')[2]).toContain('number 103, Carl Nguyen and Cara Hill');
  });

  it('reads the recalled numbers of a recall round from lowest to highest', async () => {
    renderAdmin(<McResultsRoute />, { tree, grants: { mc: true } });
    await userEvent.selectOptions(await screen.findByLabelText('Posted round'), 'Silver Latin Semi-Final');
    expect(await screen.findByRole('heading', { name: 'Silver Latin Semi-Final: 3 couples recalled to the Final' })).toBeInTheDocument();
    expect(items('Recalled numbers in reading order')).toEqual(['101', '103', '105']);
  });
});
