// Which rounds a bulk operation must leave alone unless the organiser picks them: a round that has started,
// has couples or marks, was skipped by the chairman, or is in the running order. A started round is never
// re-planned (its marks and results are the record of the day); the others only when picked.
import { RoundState, type CompetitionEvent, type Round } from '../model';
import { isStarted } from '../rounds';
import type { RunningOrderInput } from './running-order-input';
import { floorHeatsInOrder, heatRoundKey } from './slots';

export interface RoundProtection {
  reasons: string[];
  /** Started rounds stay even when picked. */
  hard: boolean;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function roundProtection(input: RunningOrderInput, event: CompetitionEvent, round: Round): RoundProtection {
  const reasons: string[] = [];
  const started = isStarted(round);
  if (started) reasons.push('has started');
  const couples = Object.keys(round.entries ?? {}).length;
  if (couples > 0) reasons.push(`has ${plural(couples, 'couple')}`);
  const marks = input.marks?.[event.eventName]?.[String(round.roundNumber)];
  if (marks && Object.keys(marks).length > 0) reasons.push('has judges\' marks');
  if (round.roundState === RoundState.Skipped) reasons.push('was skipped by the chairman');
  const key = heatRoundKey(round);
  const heats = floorHeatsInOrder(input.slots).filter(({ slot }) => slot.rounds[key] !== undefined).map(({ slot }) => slot.number);
  if (heats.length > 0) reasons.push(`is in the running order (heat ${heats.join(', ')})`);
  return { reasons, hard: started };
}
