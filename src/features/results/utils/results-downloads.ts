// The results as files for other sites: the whole competition as versioned JSON (docs/RESULTS-FORMAT.md),
// or one event as CSV.
import { downloadFile } from '../../../components/download-file';
import { loadResultsFile } from '../../../data/public-results-tree';
import { eventResultsCsv, eventResultsCsvName } from '../../../domain/transfer';

export const RESULTS_FILE_NAME = 'results.json';

export async function downloadResultsFile(): Promise<void> {
  const file = await loadResultsFile();
  downloadFile(RESULTS_FILE_NAME, `${JSON.stringify(file, null, 2)}\n`, 'application/json');
}

export async function downloadEventResultsCsv(eventName: string): Promise<void> {
  const event = (await loadResultsFile()).events.find((e) => e.name === eventName);
  if (!event) throw new Error(`There is no event called ${eventName}.`);
  downloadFile(eventResultsCsvName(eventName), eventResultsCsv(event), 'text/csv;charset=utf-8');
}
