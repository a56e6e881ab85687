// Said once, at the top of every console, while the database cannot be reached.
import Alert from 'react-bootstrap/Alert';
import { useOffline } from '../../../data/hooks/use-offline';

export function OfflineBanner({ graceMs }: { graceMs?: number }) {
  const offline = useOffline(graceMs);
  if (!offline) return null;
  return (
    <Alert variant="warning" role="alert" className="d-print-none">
      No connection to the database. What you see may be out of date; changes you make are kept and sent when the connection returns.
    </Alert>
  );
}
