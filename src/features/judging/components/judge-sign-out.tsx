// Signing the tablet out (issue 19 item 4): asked once more, because a tap by mistake mid-round would
// send the judge back to the access-code form.
import { useState } from 'react';
import { signOutUser } from '../../../data/auth/auth-actions';
import { ConfirmButton } from '../../../console-kit/components/confirm-button';

export function JudgeSignOut({ pending }: { pending: number }) {
  const [error, setError] = useState<string | null>(null);
  const signOut = () => {
    setError(null);
    signOutUser().catch((failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)));
  };
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-2">
      {pending > 0 && <span className="small text-warning">{pending} mark{pending === 1 ? '' : 's'} not sent yet</span>}
      <ConfirmButton label="Sign out" confirmLabel="Yes, sign this tablet out" onConfirm={signOut} />
      {error && <span role="alert" className="small text-danger">{error}</span>}
    </span>
  );
}
