// Words and times the organiser's running-order screen shows for heats, breaks and their status.
import { format } from 'date-fns';
import type { HeatRound, ScheduleSlot } from '../../../domain/model';
import { coupleIdsOfHeatRound, plannedCoupleCount, type RunningOrderInput, type SlotStatus } from '../../../domain/running-order';
import { roundsInOrder } from '../../../domain/event-snapshot';

export const STATUS_WORDS: Record<SlotStatus, string> = {
  danced: 'Danced',
  'on-floor': 'On the floor',
  'on-deck': 'On deck',
  'to-come': 'To come',
};

export function clockTime(ms: number | undefined): string {
  return ms === undefined ? '—' : format(ms, 'HH:mm');
}

function roundNameOf(input: RunningOrderInput, ref: HeatRound): string {
  const event = input.events[ref.eventName];
  const round = event ? roundsInOrder(event).find((r) => r.roundNumber === ref.roundNumber) : undefined;
  return round?.roundName ?? `round ${ref.roundNumber}`;
}

/** "Bronze Waltz Final", with "(part 2 of 5)" for one heat of a split round. */
export function heatRoundWords(input: RunningOrderInput, ref: HeatRound): string {
  const part = ref.part !== undefined && ref.parts !== undefined ? ` (part ${ref.part} of ${ref.parts})` : '';
  return `${ref.eventName} ${roundNameOf(input, ref)}${part}`;
}

/** The couples on the floor: those placed in the heat, or (before the round is filled) those planned for it. */
export function heatCoupleCount(input: RunningOrderInput, rounds: Readonly<Record<string, HeatRound>>): { count: number; planned: boolean } {
  let count = 0;
  let planned = false;
  for (const ref of Object.values(rounds)) {
    const event = input.events[ref.eventName];
    const round = event ? roundsInOrder(event).find((r) => r.roundNumber === ref.roundNumber) : undefined;
    if (!event || !round) continue;
    if (Object.keys(round.entries ?? {}).length > 0) count += coupleIdsOfHeatRound(round, ref).length;
    else {
      planned = true;
      count += Math.ceil(plannedCoupleCount(event, round) / (ref.parts ?? 1));
    }
  }
  return { count, planned };
}

/** How a slot is named in button and field labels: "heat 7", or the break's own name. */
export function slotName(slot: ScheduleSlot): string {
  return slot.kind === 'heat' ? `heat ${slot.number}` : slot.label;
}
