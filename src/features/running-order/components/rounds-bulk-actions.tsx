// Generate every event's rounds from its entries, or clear them all; each hidden by a display setting.
import Button from 'react-bootstrap/Button';
import { ConfirmButton } from '../../../console-kit/components/confirm-button';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';

export interface RoundsBulkActionsProps {
  showGenerate: boolean;
  showClear: boolean;
  onGenerate: () => void;
  onClear: () => void;
  pending: boolean;
  error: string | null;
  outcome: string | null;
}

export function RoundsBulkActions({ showGenerate, showClear, onGenerate, onClear, pending, error, outcome }: RoundsBulkActionsProps) {
  if (!showGenerate && !showClear) return null;
  return (
    <div className="mb-3">
      <div className="d-flex flex-wrap gap-2 mb-2">
        {showGenerate && (
          <Button variant="outline-success" disabled={pending} onClick={onGenerate}>
            Generate rounds
          </Button>
        )}
        {showClear && (
          <ConfirmButton size={undefined} label="Clear rounds" confirmLabel="Confirm clearing every event's rounds" disabled={pending} onConfirm={onClear} />
        )}
      </div>
      <WriteFeedback error={error} done={Boolean(outcome)} doneText={outcome ?? ''} />
    </div>
  );
}
