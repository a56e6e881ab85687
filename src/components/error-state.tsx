// Plain Bootstrap markup, not react-bootstrap: this is part of every page's first download (docs/PERFORMANCE.md, Web).
import type { ReactNode } from 'react';
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
    <div role="alert" className="alert alert-danger my-3">
      <h2 className="alert-heading h5">{title}</h2>
      <p className="mb-0">{errorText(error)}</p>
      {children}
      {onRetry && (
        <button type="button" className="btn btn-outline-danger btn-sm mt-3" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
