// A dancer's heats from the running order and their own summary records, without any other couple's data:
// a split round's part comes from the couple's stored place in the round's back-number order.
import { RoundState } from '../model';
import { type CompetitorHeat, type Timeline, splitIntoParts } from '../running-order';
import type { CompetitorEntrySummary, EventSummary } from './public-summaries';

/** Which part (1-based) of a round split in `parts` the couple at `place` of `count` dances in. */
export function partOfPlace(place: number, count: number, parts: number): number {
  const places = Array.from({ length: Math.max(count, place + 1) }, (_, i) => i);
  return splitIntoParts(places, parts).findIndex((part) => part.includes(place)) + 1;
}

/**
 * Every heat the person dances in, in running order: the same rows `competitorHeats` gives from the whole
 * `events` branch. `records`: competitorEntries/<person> (event → entryId → entry with its rounds).
 */
export function competitorHeatsFromSummaries(
  timeline: Timeline,
  index: Readonly<Record<string, EventSummary>>,
  records: Readonly<Record<string, Readonly<Record<string, CompetitorEntrySummary>>>>,
): CompetitorHeat[] {
  return timeline.slots.flatMap((timing) => {
    if (timing.slot.kind !== 'heat') return [];
    const heat = timing.slot;
    return Object.values(heat.rounds).flatMap((ref) => {
      const round = index[ref.eventName]?.rounds?.[String(ref.roundNumber)];
      if (!round || round.roundState === RoundState.Skipped) return [];
      return Object.entries(records[ref.eventName] ?? {}).flatMap(([entryId, record]) => {
        const place = record.rounds?.[String(ref.roundNumber)];
        if (place === undefined) return [];
        const here = ref.couples !== undefined
          ? ref.couples[entryId] === true
          : ref.part === undefined || ref.parts === undefined || partOfPlace(place, round.couples ?? 0, ref.parts) === ref.part;
        if (!here) return [];
        const entry = {
          leadName: record.leadName, followName: record.followName, affiliation: record.affiliation,
          ...(record.leadNumber !== undefined ? { leadNumber: record.leadNumber } : {}),
        };
        return [{
          slotKey: timing.slotKey, heatNumber: heat.number, eventName: ref.eventName, roundNumber: ref.roundNumber,
          roundName: round.roundName, entryId, entry, status: timing.status,
          plannedStart: timing.plannedStart, estimatedStart: timing.estimatedStart,
        }];
      });
    });
  });
}
