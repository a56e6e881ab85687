import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';

export interface WithdrawButtonProps {
  eventName: string;
  onWithdraw: () => Promise<void>;
  /** Why the couple can no longer withdraw (the event's first round has started); the button stays, disabled. */
  closedReason?: string | null;
}

/** Two taps: one to ask, one to confirm, so a slip of the thumb withdraws nothing. */
export function WithdrawButton({ eventName, onWithdraw, closedReason }: WithdrawButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const reasonId = useId();
  if (closedReason) {
    return (
      <span className="d-inline-flex gap-2 align-items-center flex-wrap">
        <Button size="sm" variant="outline-secondary" disabled aria-label={`Withdraw from ${eventName}`} aria-describedby={reasonId}>Withdraw</Button>
        <span id={reasonId} className="small text-secondary">{closedReason}</span>
      </span>
    );
  }
  if (!confirming) {
    return (
      <Button size="sm" variant="outline-danger" onClick={() => setConfirming(true)} aria-label={`Withdraw from ${eventName}`}>
        Withdraw
      </Button>
    );
  }
  return (
    <span className="d-inline-flex gap-1">
      <Button
        size="sm"
        variant="danger"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await onWithdraw();
          } finally {
            setBusy(false);
            setConfirming(false);
          }
        }}
      >
        Confirm withdrawal from {eventName}
      </Button>
      <Button size="sm" variant="link" onClick={() => setConfirming(false)}>Keep</Button>
    </span>
  );
}
