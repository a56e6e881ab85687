import Alert from 'react-bootstrap/Alert';
import { useAuth } from '../../data/auth/use-auth';

/** Says why the app signed the user out (account disabled, session expired) until they dismiss it or sign in. */
export function SessionEndedNotice() {
  const { sessionEnded, dismissSessionEnded } = useAuth();
  if (!sessionEnded) return null;
  return (
    <Alert variant="warning" dismissible onClose={dismissSessionEnded} className="rounded-0 mb-0" closeLabel="Dismiss">
      <strong>You have been signed out.</strong> {sessionEnded}
    </Alert>
  );
}
