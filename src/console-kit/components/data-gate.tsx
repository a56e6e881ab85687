// Shows loading or the read error for a screen's live values, and the screen only once all are in.
import type { ReactNode } from 'react';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import type { DbValue } from '../../data/use-db-value';

export interface DataGateProps {
  values: DbValue<unknown>[];
  children: () => ReactNode;
}

export function DataGate({ values, children }: DataGateProps) {
  const failed = values.find((value) => value.error);
  if (failed?.error) return <ErrorState error={failed.error} title="Could not load this screen's data" />;
  if (values.some((value) => value.loading)) return <LoadingState />;
  return <>{children()}</>;
}
