// Plain Bootstrap markup, not react-bootstrap: this is part of every page's first download (docs/PERFORMANCE.md, Web).
import { useOffline } from '../../data/hooks/use-offline';

/**
 * Says so when the database cannot be reached, so a page still loading, or showing what it had, is never a
 * mystery (venue Wi-Fi drops). It goes away by itself when the connection returns. The SDK keeps an
 * official's or registrant's unsent writes meanwhile (and the page asks before it is left with some).
 */
export function ConnectionNotice() {
  if (!useOffline()) return null;
  return (
    <div role="alert" className="alert alert-warning rounded-0 mb-0 d-print-none">
      <strong>No connection to the competition's database.</strong> What you see may be out of date. When the
      connection returns, the page updates by itself and changes you made are sent.
    </div>
  );
}
