// The dashboard's round counts: how many rounds are in each state, the ones that need attention first.
import { RoundState, type CompetitionEvent } from '../../../domain/model';
import { ROUND_STATE_NAMES } from '../../../domain/rounds';
import { scheduleOf } from '../../../domain/running-order';

const STATE_ORDER: readonly RoundState[] = [RoundState.Running, RoundState.Marked, RoundState.Initialized, RoundState.Empty, RoundState.Posted, RoundState.Skipped];

export function roundsByState(events: Readonly<Record<string, CompetitionEvent>>): { state: RoundState; name: string; count: number }[] {
  const rounds = scheduleOf(events);
  return STATE_ORDER.map((state) => ({ state, name: ROUND_STATE_NAMES[state], count: rounds.filter((r) => r.roundState === state).length }));
}
