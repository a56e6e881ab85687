// The order an MC reads results out: recalled numbers from lowest to highest; a final from last place to first.
import type { SavedPlacement, SavedRound } from '../hooks/use-round-results';

const byNumber = (a: SavedPlacement, b: SavedPlacement) => (a.leadNumber ?? Infinity) - (b.leadNumber ?? Infinity) || a.leadName.localeCompare(b.leadName);

export function isFinalResult(saved: SavedRound): boolean {
  return saved.finalTable !== undefined || saved.placements.every((p) => p.place !== undefined);
}

export function recalledInCallOrder(saved: SavedRound): SavedPlacement[] {
  return saved.placements.filter((p) => p.recalled === true).sort(byNumber);
}

/** Last place first; couples sharing a place are read together, by number. */
export function finalInCallOrder(saved: SavedRound): SavedPlacement[] {
  return [...saved.placements].sort((a, b) => (b.place ?? 0) - (a.place ?? 0) || byNumber(a, b));
}

export function ordinalPlace(place: number): string {
  if (!Number.isInteger(place)) return `${place} (shared)`;
  const lastTwo = place % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${place}th`;
  return `${place}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[place % 10] ?? 'th'}`;
}
