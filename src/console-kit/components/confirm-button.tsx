// A destructive action that asks once more, inline (no browser dialog, so it works on tablets and in tests).
import { useState } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';

export interface ConfirmButtonProps {
  /** The accessible name (and the text, unless `text` gives a shorter one). */
  label: string;
  text?: string;
  confirmLabel: string;
  onConfirm: () => void;
  disabled?: boolean;
  size?: ButtonProps['size'];
  /** Said while asking, before the confirm button (what else the action changes). */
  note?: string;
}

export function ConfirmButton({ label, text, confirmLabel, onConfirm, disabled, size = 'sm', note }: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button size={size} variant="outline-danger" disabled={disabled} aria-label={text ? label : undefined} onClick={() => setAsking(true)}>
        {text ?? label}
      </Button>
    );
  }
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      {note && <span role="status" className="small text-danger w-100">{note}</span>}
      <Button
        size={size}
        variant="danger"
        disabled={disabled}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel}
      </Button>
      <Button size={size} variant="outline-secondary" onClick={() => setAsking(false)}>
        Keep
      </Button>
    </span>
  );
}
