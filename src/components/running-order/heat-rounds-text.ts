// A heat's rounds as people read them: "Bronze Waltz Final + Silver Waltz Final", "Newcomer Waltz 1st Round (heat 2 of 5)".
import type { CompetitionEvent, FloorHeatSlot, HeatRound } from '../../domain/model';
import { roundsInOrder } from '../../domain/event-snapshot';
import { roundName } from '../../domain/rounds';

export interface HeatRoundText {
  roundKey: string;
  eventName: string;
  roundName: string;
  /** "heat 2 of 5" for a part of a split round. */
  part?: string;
}

function nameOf(events: Readonly<Record<string, CompetitionEvent>>, ref: HeatRound): string {
  const rounds = events[ref.eventName] ? roundsInOrder(events[ref.eventName]) : [];
  return rounds.find((r) => r.roundNumber === ref.roundNumber)?.roundName ?? roundName(ref.roundNumber, Math.max(rounds.length, ref.roundNumber));
}

/** The rounds of a heat, by event name, each with its round's name and its part of a split round. */
export function heatRounds(events: Readonly<Record<string, CompetitionEvent>>, heat: FloorHeatSlot): HeatRoundText[] {
  return Object.entries(heat.rounds)
    .map(([roundKey, ref]) => ({
      roundKey,
      eventName: ref.eventName,
      roundName: nameOf(events, ref),
      ...(ref.part !== undefined && ref.parts !== undefined ? { part: `heat ${ref.part} of ${ref.parts}` } : {}),
    }))
    .sort((a, b) => a.eventName.localeCompare(b.eventName));
}

/** One line for a heat's rounds. */
export function heatRoundsText(events: Readonly<Record<string, CompetitionEvent>>, heat: FloorHeatSlot): string {
  return heatRounds(events, heat)
    .map((r) => `${r.eventName} ${r.roundName}${r.part ? ` (${r.part})` : ''}`)
    .join(' + ');
}
