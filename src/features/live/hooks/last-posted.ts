// The round whose result went up most recently, among the heats danced so far, in the order of the day.
import { type CompetitionEvent, RoundState } from '../../../domain/model';
import type { SlotTiming } from '../../../domain/running-order';

export interface PostedRoundRef {
  key: string;
  eventName: string;
  roundNumber: number;
  roundName: string;
  /** When its heat finished, if recorded. */
  finishedAt?: number;
}

/** Posted rounds of the danced heats, in the order they were danced (the last is the latest posting). */
export function postedRounds(slots: readonly SlotTiming[], events: Readonly<Record<string, CompetitionEvent>>): PostedRoundRef[] {
  const seen = new Set<string>();
  const out: PostedRoundRef[] = [];
  for (const timing of slots) {
    if (timing.slot.kind !== 'heat' || timing.status !== 'danced') continue;
    for (const [key, ref] of Object.entries(timing.slot.rounds)) {
      const round = events[ref.eventName]?.rounds?.[String(ref.roundNumber)];
      if (round?.roundState !== RoundState.Posted || seen.has(key)) continue;
      seen.add(key);
      out.push({ key, eventName: ref.eventName, roundNumber: ref.roundNumber, roundName: round.roundName, finishedAt: timing.slot.finishedAt });
    }
  }
  // A split round is danced in several heats; it counts where its last heat finished.
  return out.sort((a, b) => (a.finishedAt ?? 0) - (b.finishedAt ?? 0));
}
