// The day at a glance: how many rounds are in each state, and how many couples have registered.
import { RoundState, type CompetitionEvent } from '../../../domain/model';
import { ROUND_STATE_NAMES } from '../../../domain/rounds/round-state';
import { scheduleOf } from '../../../domain/rounds/schedule';
import { couplesOf } from '../../../data/admin/entries';
import { isPlaceholderEntryId } from '../../../domain/constants/placeholder';

const STATE_ORDER: readonly RoundState[] = [RoundState.Running, RoundState.Marked, RoundState.Initialized, RoundState.Empty, RoundState.Posted, RoundState.Skipped];

export function roundsByState(events: Readonly<Record<string, CompetitionEvent>>): { state: RoundState; name: string; count: number }[] {
  const rounds = scheduleOf(events);
  return STATE_ORDER.map((state) => ({ state, name: ROUND_STATE_NAMES[state], count: rounds.filter((r) => r.roundState === state).length }));
}

export function registrationCounts(events: Readonly<Record<string, CompetitionEvent>>): { couples: number; entries: number; events: number } {
  const entries = Object.values(events).reduce((n, event) => n + Object.keys(event.entries ?? {}).filter((id) => !isPlaceholderEntryId(id)).length, 0);
  return { couples: couplesOf(events).length, entries, events: Object.keys(events).length };
}
