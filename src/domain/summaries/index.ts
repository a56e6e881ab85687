// Small public records kept in step with `events/` (issue 23 item 2): what spectators' pages read.
export {
  SUMMARY_BRANCHES, competitorEntriesOf, competitorListOf, entrySummary, eventSummary, publicSummaries,
  type CompetitorEntrySummary, type CompetitorListing, type EntrySummary, type EventSummary, type PublicSummaries,
  type RoundSummary, type SummaryBranch,
} from './public-summaries';
export { readListing, type CompetitorListingFields } from './read-listing';
export { rebuildSummariesPatch, summaryPatch, summaryScope, withSummaryPatch, type SummaryScope } from './summary-patch';
export { eventsFromIndex } from './events-from-index';
export { competitorHeatsFromSummaries, partOfPlace } from './competitor-heats';
export { postedOutcome, type PostedOutcome } from './posted-outcome';
