import Button from 'react-bootstrap/Button';

interface CoupleButtonProps {
  number: number | string;
  /** Recall: marked or not. Final: the place given, if any. */
  pressed: boolean;
  badge?: string;
  disabled?: boolean;
  label: string;
  onPress: () => void;
}

/** A large touch target for one couple's back number; a judge taps it at the edge of the floor. */
export function CoupleButton({ number, pressed, badge, disabled, label, onPress }: CoupleButtonProps) {
  return (
    <Button
      variant={pressed ? 'primary' : 'outline-dark'}
      className="judge-couple-button"
      aria-pressed={pressed}
      aria-label={label}
      disabled={disabled}
      onClick={onPress}
    >
      <span className="judge-couple-number">{number}</span>
      {badge && <span className="judge-couple-badge">{badge}</span>}
    </Button>
  );
}
