// Large recall rounds dance in heats; a judge marks one heat at a time.

/** Splits couples into the fewest heats of at most `maxPerHeat`, sizes as even as possible, order kept. */
export function splitIntoHeats<T>(couples: readonly T[], maxPerHeat: number): T[][] {
  if (maxPerHeat < 1) throw new RangeError('A heat must hold at least one couple.');
  if (couples.length === 0) return [];
  const heatCount = Math.ceil(couples.length / maxPerHeat);
  const base = Math.floor(couples.length / heatCount);
  const larger = couples.length % heatCount;
  const heats: T[][] = [];
  let start = 0;
  for (let i = 0; i < heatCount; i += 1) {
    const size = base + (i < larger ? 1 : 0);
    heats.push(couples.slice(start, start + size));
    start += size;
  }
  return heats;
}
