// Re-plan every event's rounds from its entries (preview first), or clear them all; each hidden by a display setting.
import { ReplanRounds } from '../../../console-kit/components/replan-rounds';
import { ConfirmButton } from '../../../console-kit/components/confirm-button';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';

export interface RoundsBulkActionsProps {
  showGenerate: boolean;
  showClear: boolean;
  onClear: () => void;
  pending: boolean;
  error: string | null;
  outcome: string | null;
}

export function RoundsBulkActions({ showGenerate, showClear, onClear, pending, error, outcome }: RoundsBulkActionsProps) {
  if (!showGenerate && !showClear) return null;
  return (
    <div className="mb-3">
      {showGenerate && <ReplanRounds label="Generate rounds" />}
      <div className="d-flex flex-wrap gap-2 mb-2">
        {showClear && (
          <ConfirmButton size={undefined} label="Clear rounds" confirmLabel="Confirm clearing every event's rounds" disabled={pending} onConfirm={onClear} />
        )}
      </div>
      <WriteFeedback error={error} done={Boolean(outcome)} doneText={outcome ?? ''} />
    </div>
  );
}
