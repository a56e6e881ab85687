import { useState } from 'react';
import Button from 'react-bootstrap/Button';

export interface WithdrawButtonProps {
  eventName: string;
  onWithdraw: () => Promise<void>;
}

/** Two taps: one to ask, one to confirm, so a slip of the thumb withdraws nothing. */
export function WithdrawButton({ eventName, onWithdraw }: WithdrawButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
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
