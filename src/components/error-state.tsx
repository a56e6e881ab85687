import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { errorText } from './error-text';

export interface ErrorStateProps {
  /** Any thrown value; an Error's message is shown (the data layer's errors carry human messages). */
  error: unknown;
  title?: string;
  /** Shows a "Try again" button. */
  onRetry?: () => void;
  children?: ReactNode;
}

/** A failed load or action, announced as an alert. Never a blank page. */
export function ErrorState({ error, title = 'Something went wrong', onRetry, children }: ErrorStateProps) {
  return (
    <Alert variant="danger" role="alert" className="my-3">
      <Alert.Heading as="h2" className="h5">{title}</Alert.Heading>
      <p className="mb-0">{errorText(error)}</p>
      {children}
      {onRetry && (
        <Button variant="outline-danger" size="sm" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  );
}
