// A judge places a final's couples by tapping them in order. Each tap gives the lowest free place,
// so duplicate places cannot happen; tapping a placed couple frees its place for the next tap.

/** entryId → place (1 = best) for one dance. */
export type DancePlacement = Readonly<Record<string, number>>;

export function lowestFreePlace(placement: DancePlacement, coupleCount: number): number | null {
  const taken = new Set(Object.values(placement));
  for (let place = 1; place <= coupleCount; place += 1) if (!taken.has(place)) return place;
  return null;
}

/** Tap on a couple: place it at the lowest free place, or free its place when it already has one. */
export function togglePlacement(placement: DancePlacement, entryId: string, coupleCount: number): DancePlacement {
  if (entryId in placement) {
    const rest = { ...placement };
    delete rest[entryId];
    return rest;
  }
  const place = lowestFreePlace(placement, coupleCount);
  return place === null ? placement : { ...placement, [entryId]: place };
}

export function isPlacementComplete(placement: DancePlacement, entryIds: readonly string[]): boolean {
  const places = entryIds.map((id) => placement[id]);
  if (places.some((p) => p === undefined)) return false;
  return new Set(places).size === entryIds.length && places.every((p) => p >= 1 && p <= entryIds.length);
}
