// The CSV import's write: the events are read again just before writing, the domain builds ONE update
// from the preview (or refuses with ImportOutdatedError when the data changed since), and it is sent whole.
import { buildImportUpdate, type ImportPreview } from '../../domain/transfer';
import { getDbWriter } from '../writes/db-writer';
import { loadAllEvents } from './snapshot';

export interface ImportOutcome {
  /** Rows imported: new couples and couples given new events. */
  rowCount: number;
  /** Entries written, one per couple and event. */
  entryCount: number;
}

export async function importEntries(preview: ImportPreview, now: number = Date.now()): Promise<ImportOutcome> {
  const { update, rowCount, entryCount } = buildImportUpdate(preview, await loadAllEvents(), { now });
  if (Object.keys(update).length > 0) await getDbWriter().update(update);
  return { rowCount, entryCount };
}
