// Plain Bootstrap markup, not react-bootstrap: this is part of every page's first download (docs/PERFORMANCE.md, Web).
import { useAuth } from '../../data/auth/use-auth';

/** Says why the app signed the user out (account disabled, session expired) until they dismiss it or sign in. */
export function SessionEndedNotice() {
  const { sessionEnded, dismissSessionEnded } = useAuth();
  if (!sessionEnded) return null;
  return (
    <div role="alert" className="alert alert-warning alert-dismissible rounded-0 mb-0">
      <strong>You have been signed out.</strong> {sessionEnded}
      <button type="button" className="btn-close" aria-label="Dismiss" onClick={dismissSessionEnded} />
    </div>
  );
}
