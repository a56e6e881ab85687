// /admin/competitors/import: entries from a spreadsheet. Upload a CSV, map its columns, read what every
// row would do, then import every valid row in one update (all or nothing).
import { useId, useMemo, useState, type ChangeEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { importEntries, type ImportOutcome } from '../../../use-cases/transfer/import-entries';
import { useAuth } from '../../../data/auth/use-auth';
import { useEvents } from '../../../data/hooks/competition';
import { useSchedule } from '../../../data/hooks/running-order';
import { useEligibility } from '../../../data/eligibility/use-eligibility';
import { eligibilityImportChecker } from '../../../domain/eligibility';
import { scheduleSettingsOf } from '../../../domain/running-order';
import { clashImportChecker } from '../../../domain/transfer';
import { decodeCsvBytes, previewImport, readCsvTable, unmappedRequiredFields, IMPORT_FIELD_LABELS, type CsvTable, type ImportPreview } from '../../../domain/transfer';
import { DataGate } from '../../../console-kit/components/data-gate';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';
import { useWrite } from '../../../console-kit/hooks/use-write';
import { ColumnMappingForm } from '../components/column-mapping-form';
import { ImportPreviewTable } from '../components/import-preview-table';
import { useRememberedMapping } from '../hooks/use-remembered-mapping';
import { readFileBytes } from '../utils/read-file';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function summary(preview: ImportPreview): string {
  const { counts } = preview;
  return `${plural(counts['new-couple'], 'new couple', 'new couples')}, ${plural(counts['new-events'], 'couple', 'couples')} with new events, ${plural(counts.duplicate, 'duplicate', 'duplicates')}, ${plural(counts.error, 'row', 'rows')} with errors; ${plural(preview.entryCount, 'entry', 'entries')} to write.`;
}

const doneText = ({ rowCount, entryCount }: ImportOutcome) => `Imported ${plural(rowCount, 'couple', 'couples')} (${plural(entryCount, 'entry', 'entries')}).`;

export default function ImportEntriesRoute() {
  const id = useId();
  const events = useEvents();
  const [table, setTable] = useState<CsvTable | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [mapping, startMapping, changeMapping] = useRememberedMapping();
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  // Rows whose names the organiser keeps as typed; every other row takes the proposed proper case.
  const [keepCaseRows, setKeepCaseRows] = useState<ReadonlySet<number>>(() => new Set());
  const keepCase = (rowNumber: number, keep: boolean) => setKeepCaseRows((rows) => {
    const next = new Set(rows);
    if (keep) next.add(rowNumber);
    else next.delete(rowNumber);
    return next;
  });
  const { user } = useAuth();
  const write = useWrite(async (preview: ImportPreview) => {
    if (!user) throw new Error('You are signed out; sign in again as an organiser to import.');
    setOutcome(await importEntries(preview, user.uid));
  });

  const eligibility = useEligibility();
  const schedule = useSchedule();
  // Rows are marked where they would break an eligibility rule (refused) or put a dancer in clashing heats (noted).
  const checkers = useMemo(
    () => [eligibilityImportChecker(eligibility.data), clashImportChecker({ slots: schedule.data?.slots ?? {}, settings: scheduleSettingsOf(schedule.data?.settings) })],
    [eligibility.data, schedule.data],
  );

  const preview = useMemo(
    () => (table && mapping && unmappedRequiredFields(mapping).length === 0 ? previewImport(table, mapping, events.data ?? {}, { checkers, keepCaseRows }) : null),
    [table, mapping, events.data, checkers, keepCaseRows],
  );

  async function chooseFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    setOutcome(null);
    write.clearError();
    if (!file) return;
    try {
      const read = readCsvTable(decodeCsvBytes(await readFileBytes(file)));
      setReadError(null);
      setKeepCaseRows(new Set());
      setTable(read);
      startMapping(read.headers);
    } catch (error) {
      setTable(null);
      setReadError(error instanceof Error ? error.message : String(error));
    }
  }

  const missing = mapping ? unmappedRequiredFields(mapping) : [];
  return (
    <section>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">Import entries</h1>
        <Link className="btn btn-outline-secondary" to="/admin/competitors">
          Back to competitors
        </Link>
      </div>
      <p>
        Upload a spreadsheet saved as CSV (UTF-8; commas or semicolons): one row per couple, with the lead, the follow, optionally
        their e-mails and affiliation, and the events, separated by commas or semicolons.
      </p>
      <DataGate values={[events, eligibility, schedule]}>
        {() => (
          <>
            <Form.Group controlId={`${id}-file`} className="mb-3" style={{ maxWidth: '30rem' }}>
              <Form.Label>CSV file</Form.Label>
              <Form.Control type="file" accept=".csv,text/csv" onChange={(e) => void chooseFile(e as ChangeEvent<HTMLInputElement>)} />
            </Form.Group>
            {readError && (
              <Alert variant="danger" role="alert">
                {readError}
              </Alert>
            )}
            {table && mapping && (
              <>
                <ColumnMappingForm headers={table.headers} mapping={mapping} onChange={changeMapping} />
                {missing.length > 0 && (
                  <Alert variant="warning">Choose a column for: {missing.map((f) => IMPORT_FIELD_LABELS[f]).join(', ')}.</Alert>
                )}
              </>
            )}
            {preview && (
              <>
                <h2 className="h5">Preview</h2>
                <p aria-live="polite">{summary(preview)}</p>
                <ImportPreviewTable preview={preview} onKeepCase={keepCase} />
                <WriteFeedback error={write.error} done={write.done && outcome !== null} doneText={outcome ? doneText(outcome) : ''} onDismiss={write.clearError} />
                <Button disabled={write.pending || preview.entryCount === 0} onClick={() => void write.run(preview)}>
                  {write.pending ? 'Importing…' : `Import ${plural(preview.entryCount, 'entry', 'entries')}`}
                </Button>
              </>
            )}
          </>
        )}
      </DataGate>
    </section>
  );
}
