// The part of a heat every screen shows the same way: its number, floor, time and couples' back numbers.
import type { DayHeat, DayRound } from '../day-model';
import type { SlotStatus } from '../timeline';

export interface HeatLine {
  slotKey: string;
  heatNumber: number;
  floor: string;
  status: SlotStatus;
  /** The time to show: the actual start once started, else the live estimate, else the plan. */
  time?: number;
  plannedStart?: number;
  /** The couples' back numbers in ascending order (unnumbered couples left out). */
  backNumbers: number[];
  /** "Bronze Waltz Semi-Final (part 1 of 2) + Silver Waltz Final" */
  title: string;
}

/** "Bronze Waltz Semi-Final", with "(part 1 of 2)" for a split round. */
export function roundTitle(round: DayRound): string {
  const part = round.part !== undefined && round.parts !== undefined ? ` (part ${round.part} of ${round.parts})` : '';
  return `${round.eventName} ${round.roundName}${part}`;
}

export function heatLineOf(heat: DayHeat): HeatLine {
  const time = heat.estimatedStart ?? heat.plannedStart;
  return {
    slotKey: heat.slotKey, heatNumber: heat.number, floor: heat.floor, status: heat.status,
    ...(time !== undefined ? { time } : {}),
    ...(heat.plannedStart !== undefined ? { plannedStart: heat.plannedStart } : {}),
    backNumbers: heat.couples.flatMap((c) => (c.backNumber === null ? [] : [c.backNumber])).sort((a, b) => a - b),
    title: heat.rounds.map(roundTitle).join(' + '),
  };
}
