import { describe, expect, it } from 'vitest';
import type { PanelsRecord } from '../model';
import { RoundState, couple, makeEvent } from '../../testing/domain/competition-fixtures';
import { renumberingAfterAdding, renumberingAfterDeleting } from '../rounds';
import { roundPanelsRenumberPatch } from './round-panels-renumber-patch';

const couples = Array.from({ length: 4 }, (_, i) => couple(i));
const threeRounds = makeEvent('Gold', 'Standard', ['Waltz'], couples, [
  { state: RoundState.Initialized, scheduleIndex: 1, couples },
  { state: RoundState.Empty, scheduleIndex: 2, couples: [] },
  { state: RoundState.Empty, scheduleIndex: 3, couples: [] },
]);
const panel = (...keys: string[]) => ({ judges: Object.fromEntries(keys.map((key) => [key, true as const])) });
const panels: PanelsRecord = { rounds: { [threeRounds.eventName]: { '1': panel('a'), '3': panel('a', 'b', 'c') } } };
const at = (n: number) => `panels/rounds/${threeRounds.eventName}/${n}`;

describe('round panels follow their rounds when the event is renumbered', () => {
  it('maps every later round up by one when a round is added', () => {
    expect([...renumberingAfterAdding(threeRounds, 1)]).toEqual([[2, 3], [3, 4]]);
  });

  it('maps the deleted round to null and every later round down by one', () => {
    expect([...renumberingAfterDeleting(threeRounds, 2)]).toEqual([[2, null], [3, 2]]);
  });

  it('moves the final’s panel to its new number after adding a round, and leaves earlier panels alone', () => {
    const patch = roundPanelsRenumberPatch(panels, threeRounds.eventName, renumberingAfterAdding(threeRounds, 1));
    expect(patch).toEqual({ [at(3)]: null, [at(4)]: panel('a', 'b', 'c') });
  });

  it('drops the deleted round’s panel and moves the later one down', () => {
    const withSecond: PanelsRecord = { rounds: { [threeRounds.eventName]: { '2': panel('b'), '3': panel('c') } } };
    const patch = roundPanelsRenumberPatch(withSecond, threeRounds.eventName, renumberingAfterDeleting(threeRounds, 2));
    expect(patch).toEqual({ [at(2)]: panel('c'), [at(3)]: null });
  });

  it('writes nothing when no round with a panel moves', () => {
    expect(roundPanelsRenumberPatch(panels, threeRounds.eventName, renumberingAfterDeleting(threeRounds, 3))).toEqual({ [at(3)]: null });
    expect(roundPanelsRenumberPatch(undefined, threeRounds.eventName, renumberingAfterAdding(threeRounds, 1))).toEqual({});
  });
});
