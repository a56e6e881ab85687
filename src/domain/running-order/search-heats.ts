// The public running order's search: the heats a competitor dances in, found by part of a name or by back number.
import { normalizeName } from '../competitors';
import { heatCouples } from './heat-couples';
import type { RunningOrderInput } from './running-order-input';
import { floorHeatsInOrder } from './slots';

/** Slot keys of the heats (in order) with a couple whose back number is `query`, or a dancer whose name contains it. */
export function heatsMatching(input: RunningOrderInput, query: string): string[] {
  const wanted = normalizeName(query);
  if (wanted === '') return [];
  const number = /^\d+$/u.test(wanted) ? Number(wanted) : undefined;
  return floorHeatsInOrder(input.slots)
    .filter(({ slot }) =>
      heatCouples(input.events, slot.rounds).some(({ entry }) =>
        number !== undefined ? entry.leadNumber === number : normalizeName(entry.leadName).includes(wanted) || normalizeName(entry.followName).includes(wanted),
      ),
    )
    .map(({ key }) => key);
}
