// What a restore replaces, branch by branch, with the consequences to read before confirming.
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { describeRestore, type ReadBackup, type RestorePlan } from '../../../domain/transfer';

export interface RestoreConfirmationProps {
  read: ReadBackup;
  plan: RestorePlan;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function RestoreConfirmation({ read, plan, pending, onConfirm, onCancel }: RestoreConfirmationProps) {
  const { backup, migratedFrom } = read;
  return (
    <Alert variant="warning" role="region" aria-label="Restore confirmation">
      <p className="fw-bold">
        Restoring {backup.competition ?? 'this file'}
        {backup.exportedAt ? ` (saved ${backup.exportedAt})` : ''} replaces everything this database holds:
      </p>
      <ul>
        {describeRestore(plan).map((line) => (
          <li key={line}>{line}</li>
        ))}
        <li>
          entries over all events: {plan.entries.current} now, {plan.entries.restored} from the file
        </li>
      </ul>
      {migratedFrom !== undefined && <p>The file is in format version {migratedFrom}; it is converted to the current version as it is restored.</p>}
      {plan.warnings.map((warning) => (
        <p key={warning} className="text-danger">
          {warning}
        </p>
      ))}
      <div className="d-flex gap-2">
        <Button variant="danger" disabled={pending} onClick={onConfirm}>
          {pending ? 'Restoring…' : 'Replace everything with the file'}
        </Button>
        <Button variant="outline-secondary" disabled={pending} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Alert>
  );
}
