// The parts of the results pages that load after the first view or on the click that needs them
// (docs/PERFORMANCE.md, "Smaller scripts: the results pages"): the first view is the headings and placements.
import { onDemand } from '../../../components/on-demand';

/** Each round's tables: judges' marks, majority columns, summary, tie-breaks, recall marks, row order. */
export const roundWorking = onDemand("the judges' marks", () => import('../components/round-working'));

/** The printable skating sheet of a final (?sheet=<round>). */
export const postedSkatingSheet = onDemand('the skating sheet', () => import('../components/posted-skating-sheet'));

/** The JSON and CSV files: they read the database once, through the data layer's reader, and check the file's schema. */
export const resultsDownloads = onDemand('the download', () => import('./results-downloads'));
