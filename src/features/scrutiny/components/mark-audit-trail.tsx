// The chairman's view of a round's audit trail (issue 35): every change to a mark, oldest first, with who made
// it, from which device, when (server time), and the value before and after. Read only when opened.
import { format } from 'date-fns';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useRoundMarkAudit } from '../../../data/judging/judge-devices';
import type { MarkAuditEntry } from '../../../domain/judging';
import type { PanelJudge } from '../../../domain/results';

interface MarkAuditTrailProps {
  eventName: string;
  roundNumber: number;
  roundLabel: string;
  panel: readonly PanelJudge[];
  coupleLabel: (entryId: string) => string;
}

const markText = (mark: number | undefined) => (mark === undefined ? '—' : String(mark));

function change(entry: MarkAuditEntry, coupleLabel: (entryId: string) => string): string {
  if (entry.submitted) return 'submitted the sheet';
  return `${entry.dance ?? '?'} · couple ${entry.entryId ? coupleLabel(entry.entryId) : '?'}: ${markText(entry.old)} → ${markText(entry.new)}`;
}

export function MarkAuditTrail(props: MarkAuditTrailProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-3">
      <Button variant="outline-secondary" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Hide' : 'Show'} the audit trail of {props.roundLabel}
      </Button>
      {open && <AuditTable {...props} />}
    </div>
  );
}

function AuditTable({ eventName, roundNumber, roundLabel, panel, coupleLabel }: MarkAuditTrailProps) {
  const trail = useRoundMarkAudit(eventName, roundNumber);
  const judges = new Map(panel.map((j) => [j.key, `${j.label} ${j.name}`]));
  if (trail.loading) return <p role="status">Reading the audit trail…</p>;
  if (trail.error) return <p className="text-danger">The audit trail could not be read: {trail.error.message}</p>;
  // Push keys sort in the order the entries were made.
  const entries = Object.entries(trail.data ?? {}).sort(([a], [b]) => (a < b ? -1 : 1)).map(([, e]) => e);
  if (entries.length === 0) return <p>No mark of {roundLabel} has been changed yet.</p>;
  return (
    <Table size="sm" striped className="mt-2" aria-label={`Audit trail of ${roundLabel}`}>
      <thead>
        <tr><th scope="col">When</th><th scope="col">Judge</th><th scope="col">Change</th><th scope="col">From</th></tr>
      </thead>
      <tbody>
        {entries.map((entry, i) => (
          <tr key={i}>
            <td>{format(entry.at, 'HH:mm:ss')}</td>
            <td>{judges.get(entry.judgeKey) ?? entry.judgeKey}</td>
            <td>{change(entry, coupleLabel)}</td>
            <td>{entry.source === 'paper' ? 'paper sheet' : 'tablet'} · {entry.device}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
