import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { buildFinalResult, buildRecallResult } from '../../../domain/results';
import { judgePanel } from '../../../domain/results';
import { RoundState, couple, finalMarks, floorOf, makeEvent, metadata, recallMarks } from '../../../testing/domain/competition-fixtures';
import { renderAdmin, resetFakes } from '../../../testing/render-screen';
import McRoute from './mc';
import McResultsRoute from './mc-results';

afterEach(resetFakes);

const six = Array.from({ length: 6 }, (_, i) => couple(i));
const judges = judgePanel(metadata.officials);
const chaCha = { ChaCha: 0 };
// The semi recalls 105, 101 (3 marks each) and 103 (2 marks); 102 has 1.
const semiResults = buildRecallResult({
  entries: floorOf(six),
  dances: chaCha,
  judges,
  requested: 3,
  marks: recallMarks(six, { ChaCha: { j1: [six[4], six[0], six[2]], j2: [six[4], six[0], six[2]], j3: [six[4], six[0], six[1]] } }),
});
// Every judge places 103, 101, 105.
const finalOrder = [six[2], six[0], six[4]];
const finalResults = buildFinalResult({ entries: floorOf(finalOrder), dances: chaCha, judges, marks: finalMarks({ ChaCha: { j1: finalOrder, j2: finalOrder, j3: finalOrder } }) });
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
