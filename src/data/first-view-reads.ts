// What each spectator page's first view reads, requested by the REST interface from the HTML itself (an inline
// script the build writes, scripts/vite/first-reads-script.ts) while the scripts download; the live store takes
// each answer as the path's first value until the live connection's own arrives (early-answers.ts).
// docs/PERFORMANCE.md, "Data first, SDK later". Keys are route-table paths; `:id` stands for the route's parameter.
import { paths } from './paths';

export const FIRST_VIEW_READS: Readonly<Record<string, readonly string[]>> = {
  live: [paths.eventIndex(), paths.schedule(), paths.eventSettings()],
  schedule: [paths.eventIndex(), paths.schedule()],
  entries: [paths.eventIndex()],
  competitors: [paths.competitorList()],
  'competitors/:id': [paths.competitorEntries(':id'), paths.eventIndex(), paths.schedule(), paths.metadataField('resultsPageShown')],
  results: [paths.events(), paths.metadataField('resultsPageShown')],
};
