// What the projector shows from the running order: the heat on the floor, the one on deck, the few after
// it, and the rest of the day from the floor on (heats already danced are not listed).
import type { SlotTiming } from '../../../domain/running-order';

export interface HeatFloor {
  onFloor: SlotTiming | null;
  onDeck: SlotTiming | null;
  next: SlotTiming[];
  /** The heats and breaks still to come, from the one on the floor. */
  remaining: SlotTiming[];
}

export function heatFloor(slots: readonly SlotTiming[], upcoming = 3): HeatFloor {
  const onFloor = slots.find((s) => s.status === 'on-floor' && s.slot.kind === 'heat') ?? null;
  const remaining = slots.filter((s) => s.status !== 'danced');
  const deckIndex = remaining.findIndex((s) => s.status === 'on-deck');
  const onDeck = deckIndex === -1 ? null : remaining[deckIndex];
  const next = deckIndex === -1 ? [] : remaining.slice(deckIndex + 1).filter((s) => s.slot.kind === 'heat').slice(0, upcoming);
  return { onFloor, onDeck, next, remaining };
}
