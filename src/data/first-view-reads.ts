// What each spectator page's first view reads, requested by the REST interface from the HTML itself (an inline
// script the build writes, scripts/vite/first-reads-script.ts) while the scripts download; the live store takes
// each answer as the path's first value until the live connection's own arrives (early-answers.ts).
// docs/PERFORMANCE.md, "Data first, SDK later". Keys are route-table paths; `:id` stands for the route's parameter.
import { paths } from './paths';

/** The competition's fields the home screen shows first (its dates, registration summary and results link). */
const HOME_FIELDS = [
  'startDate', 'endDate', 'registrationStatus', 'dateRegistrationEarly', 'dateRegistrationOpen', 'dateRegistrationClosed',
  'paymentTierEarly', 'paymentTierOpen', 'paymentTierLate', 'resultsPageShown',
] as const;

export const FIRST_VIEW_READS: Readonly<Record<string, readonly string[]>> = {
  '': HOME_FIELDS.map((field) => paths.metadataField(field)),
  live: [paths.eventIndex(), paths.schedule(), paths.eventSettings()],
  schedule: [paths.eventIndex(), paths.schedule()],
  entries: [paths.eventIndex()],
  competitors: [paths.competitorList()],
  'competitors/:id': [paths.competitorEntries(':id'), paths.eventIndex(), paths.schedule(), paths.metadataField('resultsPageShown')],
  results: [paths.events(), paths.metadataField('resultsPageShown')],
};

/**
 * The routes whose first view checks what it reads without the read schemas (field-checks.ts): their HTML does not
 * preload zod's schemas beside its reads, as the other spectator pages' does.
 */
export const FIRST_VIEWS_WITHOUT_READ_SCHEMAS: readonly string[] = [''];
