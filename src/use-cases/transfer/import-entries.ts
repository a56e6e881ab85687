// The CSV import's write: the events are read again just before writing, the domain builds ONE update
// from the preview (or refuses with ImportOutdatedError when the data changed since), and it is sent whole.
import type { CompetitionEvent } from '../../domain/model';
import { missingCoupleRecordsPatch } from '../../domain/people';
import { buildImportUpdate, type ImportPreview } from '../../domain/transfer';
import { SERVER_TIME } from '../../domain/server-time';
import { paths } from '../../domain/tree-paths';
import { applyTreeUpdate, type TreeUpdate } from '../../domain/tree-update';
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
  const coupleRecords = missingCoupleRecordsPatch(imported, records, organiserUid);
  await getDbWriter().update(stampedByServer({ ...update, ...coupleRecords }, events));
  return { rowCount, entryCount };
}

/**
 * The rules refuse a registeredTime or createdAt ahead of the server's `now`, and this computer's clock may be
 * fast, so the database stamps them: every entry the import writes, and the record of every couple that had
 * no entry before it (an older couple's record keeps its first entry's time, already the server's).
 */
function stampedByServer(update: TreeUpdate, before: Readonly<Record<string, CompetitionEvent>>): TreeUpdate {
  const earlier = new Set(Object.values(before).flatMap((event) => Object.keys(event.entries ?? {})));
  const stamped: TreeUpdate = {};
  for (const [path, value] of Object.entries(update)) {
    const record = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
    if (record && 'registeredTime' in record) stamped[path] = { ...record, registeredTime: SERVER_TIME };
    else if (record && typeof record.coupleId === 'string' && path === paths.couple(record.coupleId) && !earlier.has(record.coupleId)) stamped[path] = { ...record, createdAt: SERVER_TIME };
    else stamped[path] = value;
  }
  return stamped;
}
