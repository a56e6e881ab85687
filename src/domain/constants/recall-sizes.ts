// How many couples a round passes on, by its distance to the final (spec section 9: 7, 14, 28, 38, 60, 80).

/**
 * RECALL_SIZES[i] is what the round i+1 places before the final recalls: the semi-final (distance 1)
 * recalls 7 into the final, the quarter-final 14 into the semi-final, then 28, 38, 60 and 80.
 * Read the other way, RECALL_SIZES[d] is also the most couples a round at distance d is planned for.
 */
export const RECALL_SIZES: readonly number[] = [7, 14, 28, 38, 60, 80];

/** A final reached without preliminary rounds may dance one more couple than a recalled final. */
export const MAX_FINAL_WITHOUT_PRELIMINARIES = 8;

/**
 * The recall size for a round `distance` rounds before the final. The final itself (distance 0)
 * places everyone who reaches it, nominally RECALL_SIZES[0]. Past the table each extra round doubles
 * the last size, so a very large first round still recalls fewer than the round before it holds.
 */
export function recallSizeForDistance(distance: number): number {
  if (!Number.isInteger(distance) || distance < 0) {
    throw new RangeError(`A round's distance to the final must be a whole number ≥ 0, not ${distance}.`);
  }
  if (distance === 0) return RECALL_SIZES[0];
  return plannedCapacity(distance - 1);
}

/** The most couples a round at this distance from the final is planned to hold. */
export function plannedCapacity(distance: number): number {
  const last = RECALL_SIZES.length - 1;
  if (distance <= last) return RECALL_SIZES[distance];
  return RECALL_SIZES[last] * 2 ** (distance - last);
}

/** Spec section 5: a recall size of 0 is raised to 1 (and anything else below 1, or fractional, too). */
export function normalizeRecallSize(size: number): number {
  if (!Number.isFinite(size)) return 1;
  return Math.max(1, Math.floor(size));
}
