// What happened to the last write: the database's refusal in words a person can act on, or a short confirmation.
import Alert from 'react-bootstrap/Alert';

export interface WriteFeedbackProps {
  error: string | null;
  done?: boolean;
  doneText?: string;
  onDismiss?: () => void;
}

export function WriteFeedback({ error, done = false, doneText = 'Saved.', onDismiss }: WriteFeedbackProps) {
  if (error) {
    return (
      <Alert variant="danger" role="alert" dismissible={Boolean(onDismiss)} onClose={onDismiss} className="py-2">
        {error}
      </Alert>
    );
  }
  if (done) {
    return (
      <p role="status" className="text-success small mb-2">
        {doneText}
      </p>
    );
  }
  return null;
}
