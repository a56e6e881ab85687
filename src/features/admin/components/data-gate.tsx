// Shows loading or the read error for a screen's live values, and the screen only once all are in.
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import type { DbValue } from '../../../data/use-db-value';

export interface DataGateProps {
  values: DbValue<unknown>[];
  children: () => ReactNode;
}

export function DataGate({ values, children }: DataGateProps) {
  const failed = values.find((value) => value.error);
  if (failed?.error) {
    return (
      <Alert variant="danger" role="alert">
        {failed.error.message}
      </Alert>
    );
  }
  if (values.some((value) => value.loading)) {
    return (
      <div role="status" className="d-flex align-items-center gap-2 text-muted py-3">
        <Spinner size="sm" animation="border" aria-hidden="true" /> Loading…
      </div>
    );
  }
  return <>{children()}</>;
}
