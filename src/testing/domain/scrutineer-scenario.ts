// A semi-final and a final of Silver Latin marked by three judges: the trees the scrutineer,
// chairman and posting tests share.
import { type Level, RoundState } from '../../domain/model';
import { couple, finalMarks, makeEvent, metadata, recallMarks } from './competition-fixtures';

export const six = Array.from({ length: 6 }, (_, i) => couple(i));
export const [c101, c102, c103, c104, c105, c106] = six;

/**
 * ChaCha: every judge recalls 101, 102, 103. Rumba: j1 101 102 104, j2 101 102 103, j3 101 103 104.
 * Totals: 101: 6, 102: 5, 103: 5, 104: 2, 105 and 106: 0.
 */
export const semiMarks = recallMarks(six, {
  ChaCha: { j1: [c101, c102, c103], j2: [c101, c102, c103], j3: [c101, c102, c103] },
  Rumba: { j1: [c101, c102, c104], j2: [c101, c102, c103], j3: [c101, c103, c104] },
});

export function semiFinalEvent(recallSize: number, semiState: RoundState = RoundState.Marked, level: Level = 'Silver') {
  return makeEvent(level, 'Latin', ['ChaCha', 'Rumba'], six, [
    { state: semiState, scheduleIndex: 1, couples: six, recallSize },
    { state: RoundState.Empty, scheduleIndex: 2, recallSize: 3 },
  ]);
}

export function semiTree(recallSize: number, semiState: RoundState = RoundState.Marked, marks = semiMarks) {
  const event = semiFinalEvent(recallSize, semiState);
  return { competitionMetadata: metadata, events: { [event.eventName]: event }, marks: { [event.eventName]: { 1: marks } } };
}

/** The final of 101, 102, 103, one dance. j1 and j2: 103, 101, 102; j3: 101, 103, 102 → 103 wins. */
export const finalRoundMarks = finalMarks({
  ChaCha: { j1: [c103, c101, c102], j2: [c103, c101, c102], j3: [c101, c103, c102] },
});

export function finalTree(finalState: RoundState = RoundState.Marked) {
  const event = makeEvent('Gold', 'Latin', ['ChaCha'], [c101, c102, c103], [{ state: finalState, scheduleIndex: 1, couples: [c101, c102, c103], recallSize: 3 }]);
  return { competitionMetadata: metadata, events: { [event.eventName]: event }, marks: { [event.eventName]: { 1: finalRoundMarks } } };
}
