// The deck captain's phone: the heat on the floor, the one on deck (whose couples to call) and the next few,
// with each couple's check-in for the round and whether the desk has them in for the day.
import type { DayCouple, DayModel } from '../day-model';
import { DEFAULT_FLOOR } from '../floors';
import { heatLineOf, type HeatLine } from './heat-line';

export interface DeckHeat extends HeatLine {
  couples: DayCouple[];
  /** Couples not yet checked in for this round. */
  missing: DayCouple[];
}

export interface DeckCaptainView {
  floor: string;
  onTheFloor: DeckHeat | null;
  onDeck: DeckHeat | null;
  next: DeckHeat[];
}

export function viewForDeckCaptain(day: DayModel, floor: string = DEFAULT_FLOOR, upcoming = 3): DeckCaptainView {
  const here = day.floors.find((f) => f.floor === floor);
  const deck = (heat: DayModel['heats'][number]): DeckHeat => ({ ...heatLineOf(heat), couples: heat.couples, missing: heat.couples.filter((c) => !c.checkedIn) });
  const toCome = day.heats.filter((heat) => heat.floor === floor && heat.status === 'to-come');
  return {
    floor,
    onTheFloor: here?.onTheFloor ? deck(here.onTheFloor) : null,
    onDeck: here?.onDeck ? deck(here.onDeck) : null,
    next: toCome.slice(0, upcoming).map(deck),
  };
}
