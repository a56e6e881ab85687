// The CSV import's write: the events are read again just before writing, the domain builds ONE update
// from the preview (or refuses with ImportOutdatedError when the data changed since), and it is sent whole.
import type { CompetitionEvent } from '../../domain/model';
import { missingCoupleRecordsPatch } from '../../domain/people';
import { buildImportUpdate, type ImportPreview } from '../../domain/transfer';
import { applyTreeUpdate } from '../../domain/tree-update';
import { getDbWriter } from '../../data/writes/db-writer';
import { loadAllCoupleRecords, loadAllEvents } from '../../data/snapshot';

export interface ImportOutcome {
  /** Rows imported: new couples and couples given new events. */
  rowCount: number;
  /** Entries written, one per couple and event. */
  entryCount: number;
}

/**
 * Imported couples get their couple and person records (owned by the importing organiser) in the same update,
 * so no account can claim an imported couple by creating its record first.
 */
export async function importEntries(preview: ImportPreview, organiserUid: string, now: number = Date.now()): Promise<ImportOutcome> {
  const [events, records] = await Promise.all([loadAllEvents(), loadAllCoupleRecords()]);
  const { update, rowCount, entryCount } = buildImportUpdate(preview, events, { now });
  if (Object.keys(update).length === 0) return { rowCount, entryCount };
  const imported = applyTreeUpdate({ events }, update).events as Record<string, CompetitionEvent>;
  await getDbWriter().update({ ...update, ...missingCoupleRecordsPatch(imported, records, organiserUid) });
  return { rowCount, entryCount };
}
