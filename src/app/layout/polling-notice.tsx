// Plain Bootstrap markup, not react-bootstrap: this is part of every page's first download (docs/PERFORMANCE.md, Web).
import { useReadBudget } from '../../data/hooks/use-read-budget';
import { POLL_INTERVAL_MS } from '../../data/connection-budget-instance';

/**
 * A quiet note (role=status, not an alert) when a spectator's page could not get a live connection (the database
 * is at its cap of simultaneous connections, or the socket is blocked) and checks for changes every few seconds.
 */
export function PollingNotice() {
  if (!useReadBudget().fallback) return null;
  return (
    <div role="status" className="small text-body-secondary bg-body-tertiary px-3 py-1 d-print-none">
      The live connection is busy, so this page checks for updates every {POLL_INTERVAL_MS / 1000} seconds.
    </div>
  );
}
