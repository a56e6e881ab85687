// Every row of the file with what the import would do with it, and why a row is left out.
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { ScrollBox } from '../../../components/scroll-box';
import type { ImportPreview, ImportRowPreview, ImportRowStatus } from '../../../domain/transfer';

const STATUS_TEXT: Readonly<Record<ImportRowStatus, string>> = {
  'new-couple': 'New couple',
  'new-events': 'New events',
  duplicate: 'Duplicate',
  error: 'Error',
};

const STATUS_CLASS: Readonly<Record<ImportRowStatus, string>> = {
  'new-couple': 'text-success',
  'new-events': 'text-primary',
  duplicate: 'text-muted',
  error: 'text-danger',
};

function coupleText(row: ImportRowPreview): string {
  return row.couple ? `${row.couple.leadName} and ${row.couple.followName}` : '—';
}

function eventsText(row: ImportRowPreview): string {
  if (row.eventsToAdd.length > 0) return row.eventsToAdd.join(', ');
  if (row.alreadyEntered.length > 0) return `Already in ${row.alreadyEntered.join(', ')}`;
  return '—';
}

/** What marked a row, said before its note so the organiser can tell a rule from a schedule clash. */
const MARK_SOURCE: Readonly<Record<string, string>> = { eligibility: 'Eligibility', clash: 'Clash' };
const marked = (source: string, message: string) => (MARK_SOURCE[source] ? `${MARK_SOURCE[source]}: ${message}` : message);

function notes(row: ImportRowPreview): string[] {
  const refusedBy = new Map(row.marks.filter((m) => m.severity === 'refusal').map((m) => [m.message, m.source]));
  const problems = row.problems.map((p) => {
    const source = [...refusedBy].find(([message]) => p.message.endsWith(message))?.[1];
    return source ? marked(source, p.message) : p.message;
  });
  const warnings = row.marks.filter((m) => m.severity === 'warning').map((m) => marked(m.source, m.message));
  const duplicate = row.duplicateOfRow !== undefined ? [`Same as row ${row.duplicateOfRow}.`] : [];
  return [...problems, ...duplicate, ...warnings];
}

/** Names typed in capitals or lower case: what will be saved, with the choice to keep them as typed (issue 31). */
function NameCase({ row, onKeepCase }: { row: ImportRowPreview; onKeepCase: (rowNumber: number, keep: boolean) => void }) {
  const proposal = row.nameCase;
  if (!proposal) return null;
  const typed = `${proposal.typed.leadName} and ${proposal.typed.followName}`;
  const proposed = `${proposal.proposed.leadName} and ${proposal.proposed.followName}`;
  return (
    <div className="small">
      {proposal.keptAsTyped ? `Kept as typed: “${typed}” (proper case would be “${proposed}”).` : `Typed “${typed}”; saved as “${proposed}”.`}
      <Form.Check
        id={`keep-case-${row.rowNumber}`} type="checkbox" checked={proposal.keptAsTyped}
        label={`Keep row ${row.rowNumber}'s names as typed`} onChange={(e) => onKeepCase(row.rowNumber, e.currentTarget.checked)}
      />
    </div>
  );
}

export interface ImportPreviewTableProps {
  preview: ImportPreview;
  /** The organiser keeps (or stops keeping) a row's names as typed instead of the proposed proper case. */
  onKeepCase: (rowNumber: number, keep: boolean) => void;
}

export function ImportPreviewTable({ preview, onKeepCase }: ImportPreviewTableProps) {
  return (
    <ScrollBox label="Import preview, scrolls sideways">
    <Table size="sm" aria-label="Import preview">
      <thead>
        <tr>
          <th scope="col">Row</th>
          <th scope="col">Result</th>
          <th scope="col">Couple</th>
          <th scope="col">Events</th>
          <th scope="col">Notes</th>
        </tr>
      </thead>
      <tbody>
        {preview.rows.map((row) => (
          <tr key={row.rowNumber} aria-label={`Row ${row.rowNumber}`}>
            <td>{row.rowNumber}</td>
            <td className={STATUS_CLASS[row.status]}>{STATUS_TEXT[row.status]}</td>
            <td>{coupleText(row)}</td>
            <td>{eventsText(row)}</td>
            <td>
              <NameCase row={row} onKeepCase={onKeepCase} />
              {notes(row).map((note) => (
                <div key={note} className="small">
                  {note}
                </div>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
    </ScrollBox>
  );
}
