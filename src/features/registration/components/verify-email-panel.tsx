import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { refreshUser, sendEmailVerification } from '../../../data/auth/auth-actions';
import { useAuth } from '../../../data/auth/use-auth';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** `status` reports how an action went; `alert` is an error to act on; `verified` confirms the check that succeeded. */
type Notice = { kind: 'status' | 'alert' | 'verified'; text: string } | null;

/** Where the verification link leads back to: the page that lists the account's couples. */
const continueUrl = () => `${globalThis.location.origin}/updateEntries`;

/**
 * Asks a signed-in account whose e-mail is not verified to verify it: the database gives a couple's rights
 * only to a verified dancer's e-mail. Renders nothing once verified, except the confirmation right after the check.
 */
export function VerifyEmailPanel() {
  const { user } = useAuth();
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const email = user?.email;
  if (!user || !email) return null;
  if (user.emailVerified) return notice?.kind === 'verified' ? <Alert variant="success" role="status">{notice.text}</Alert> : null;

  const run = async (action: () => Promise<Notice>) => {
    setBusy(true);
    setNotice(null);
    try {
      setNotice(await action());
    } catch (failure) {
      setNotice({ kind: 'alert', text: messageOf(failure) });
    } finally {
      setBusy(false);
    }
  };

  const send = () =>
    run(async () => {
      await sendEmailVerification(continueUrl());
      return { kind: 'status', text: 'Sent. Open the link in the e-mail, then press “I have verified”.' };
    });

  const check = () =>
    run(async () => {
      const fresh = await refreshUser();
      if (fresh?.emailVerified) return { kind: 'verified', text: `${email} is verified.` };
      return { kind: 'status', text: `${email} is not verified yet; open the link in the latest e-mail.` };
    });

  return (
    <section aria-label="Verify your e-mail" className="border rounded p-3 mb-3">
      <p>
        Verify {email} so the couples registered with this address as a dancer&apos;s e-mail appear here and you can change their
        entries.
      </p>
      {notice?.kind === 'alert' && <Alert variant="danger" role="alert">{notice.text}</Alert>}
      {/* Always present, so screen readers announce what is written into it. */}
      <p role="status" className="mb-2">{notice?.kind === 'status' ? notice.text : ''}</p>
      <div className="d-flex flex-wrap gap-2">
        <Button type="button" onClick={send} disabled={busy}>Send verification e-mail</Button>
        <Button type="button" variant="outline-primary" onClick={check} disabled={busy}>I have verified</Button>
      </div>
    </section>
  );
}
