// Drag mode on a judge's tablet: the list order of a final's couples IS the placement, so every
// couple always holds exactly one place and no place is missing or given twice.
import type { DancePlacement } from './final-placement';

/**
 * The list a judge sees in drag mode: placed couples by place, then the unplaced ones in floor order
 * (`entryIds` is already in back-number order). Places of couples no longer on the floor are ignored.
 */
export function orderFromPlacement(placement: DancePlacement, entryIds: readonly string[]): string[] {
  const placed = entryIds.filter((id) => placement[id] !== undefined);
  // Array sort is stable, so two couples that somehow share a place keep their floor order.
  placed.sort((a, b) => placement[a] - placement[b]);
  const unplaced = entryIds.filter((id) => placement[id] === undefined);
  return [...placed, ...unplaced];
}

/** First in the list is placed 1st. */
export function placementFromOrder(order: readonly string[]): DancePlacement {
  if (new Set(order).size !== order.length) {
    throw new RangeError(`A final order lists each couple once; got ${order.join(', ')}.`);
  }
  return Object.fromEntries(order.map((entryId, index) => [entryId, index + 1]));
}

/** True when `order` lists exactly the couples on the floor, each once. */
export function isOrderOfCouples(order: readonly string[], entryIds: readonly string[]): boolean {
  const floor = new Set(entryIds);
  return order.length === entryIds.length && new Set(order).size === order.length && order.every((id) => floor.has(id));
}

/** The couple at `from` goes to `to`; the couples between shift by one (as a dragged row does). */
export function moveInOrder(order: readonly string[], from: number, to: number): string[] {
  const inRange = (i: number) => Number.isInteger(i) && i >= 0 && i < order.length;
  if (!inRange(from) || !inRange(to)) {
    throw new RangeError(`Cannot move place ${from + 1} to place ${to + 1} in a final of ${order.length} couples.`);
  }
  const next = [...order];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** One step up (-1, towards 1st) or down (+1); a couple already at that end stays where it is. */
export function moveCoupleBy(order: readonly string[], entryId: string, step: -1 | 1): string[] {
  const from = order.indexOf(entryId);
  const to = from + step;
  if (from < 0 || to < 0 || to >= order.length) return [...order];
  return moveInOrder(order, from, to);
}
