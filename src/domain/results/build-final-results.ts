// resultsSaved/<event>/finalResults: the event's final places with names and back numbers, for
// listings that should not need the whole final table.

import type { FinalResultRow, FinalResults, FinalRoundResult } from './types';

export function buildFinalResults(final: FinalRoundResult): FinalResults {
  return {
    places: final.placements.map(({ decidedBy: _decidedBy, ...couple }): FinalResultRow => couple),
  };
}
