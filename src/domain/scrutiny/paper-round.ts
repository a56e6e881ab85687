// What paper marking needs to know of a round: its state, whether it is a recall round or the final, its dances
// and the couples on its floor.
import type { CompetitionEvent, RoundState } from '../model';
import { orderedDances } from '../constants';
import { isFinalRound, roundsInOrder } from '../event-snapshot';
import { couplesByNumber } from '../rounds';
import { PaperMarksError } from './paper-marks-error';

export interface PaperRound {
  eventName: string;
  roundNumber: number;
  roundState: RoundState;
  kind: 'recall' | 'final';
  dances: readonly string[];
  /** The couples on the floor, by back number. */
  entryIds: readonly string[];
}

export function paperRoundOf(event: CompetitionEvent, roundNumber: number): PaperRound {
  const round = roundsInOrder(event).find((r) => r.roundNumber === roundNumber);
  if (!round) throw new PaperMarksError(`${event.eventName} has no round ${roundNumber} any more.`);
  return {
    eventName: event.eventName,
    roundNumber,
    roundState: round.roundState,
    kind: isFinalRound(event, roundNumber) ? 'final' : 'recall',
    dances: orderedDances(event.dances),
    entryIds: couplesByNumber(round).map((c) => c.entryId),
  };
}
