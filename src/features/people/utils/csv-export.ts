// CSV files of the competitors and of every entry, for badges, check-in lists and spreadsheets.
import Papa from 'papaparse';
import { compareByBackNumber } from '../../../domain/competitors';
import type { CoupleRow } from '../../../domain/entries';
import { isPlaceholderEntryId } from '../../../domain/constants';
import type { CompetitionEvent } from '../../../domain/model';
import { sortEvents } from '../../../console-kit/utils/sort-events';

export function competitorsCsv(rows: readonly CoupleRow[]): string {
  return Papa.unparse({
    fields: ['Number', 'Lead', 'Follow', 'Affiliation', 'Events'],
    data: rows.map(({ entry, events }) => [entry.leadNumber ?? '', entry.leadName, entry.followName, entry.affiliation, events.join('; ')]),
  });
}

export function entriesCsv(events: Readonly<Record<string, CompetitionEvent>>): string {
  const data = sortEvents(events).flatMap((event) =>
    Object.values(event.entries ?? {})
      .filter((entry) => !isPlaceholderEntryId(entry.entryId))
      .sort(compareByBackNumber)
      .map((entry) => [
        event.eventName,
        entry.leadNumber ?? '',
        entry.leadName,
        entry.followName,
        entry.affiliation,
        new Date(entry.registeredTime).toISOString(),
        entry.checkedIn ? 'yes' : 'no',
      ]),
  );
  return Papa.unparse({ fields: ['Event', 'Number', 'Lead', 'Follow', 'Affiliation', 'Registered', 'Checked in'], data });
}

/** Hands the text to the browser as a file download. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
