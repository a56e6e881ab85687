// What happened to the last write: the database's refusal in words a person can act on, or a short confirmation.
import Alert from 'react-bootstrap/Alert';
import { useFocusWhenShown } from '../../components/use-focus-when-shown';

export interface WriteFeedbackProps {
  error: string | null;
  done?: boolean;
  doneText?: string;
  onDismiss?: () => void;
}

/** The message takes focus when it appears, so a keyboard user hears it instead of losing focus to the page. */
export function WriteFeedback({ error, done = false, doneText = 'Saved.', onDismiss }: WriteFeedbackProps) {
  const errorRef = useFocusWhenShown<HTMLDivElement>(error);
  const doneRef = useFocusWhenShown<HTMLParagraphElement>(!error && done && doneText);
  if (error) {
    return (
      <Alert ref={errorRef} tabIndex={-1} variant="danger" role="alert" dismissible={Boolean(onDismiss)} onClose={onDismiss} className="py-2">
        {error}
      </Alert>
    );
  }
  if (done) {
    return (
      <p ref={doneRef} tabIndex={-1} role="status" className="text-success small mb-2">
        {doneText}
      </p>
    );
  }
  return null;
}
