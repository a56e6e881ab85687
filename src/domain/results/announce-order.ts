// The order an MC reads results out: recalled numbers from lowest to highest; a final from last place
// to first, couples sharing a place read together by number.
import { compareByBackNumber } from '../competitors';
import type { FinalPlacement, RecallPlacement } from './types';

export function recalledInCallOrder(placements: readonly RecallPlacement[]): RecallPlacement[] {
  return placements.filter((p) => p.recalled).sort(compareByBackNumber);
}

export function finalInCallOrder(placements: readonly FinalPlacement[]): FinalPlacement[] {
  return [...placements].sort((a, b) => b.place - a.place || compareByBackNumber(a, b));
}
