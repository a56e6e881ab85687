// The per-account cap on couples and the team captain grants that lift it.
import { type FormEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';
import { useWrite } from '../../../console-kit/hooks/use-write';
import { setCouplesPerAccount, setTeamCaptain } from '../../../use-cases/people/couple-actions';
import { DEFAULT_COUPLES_PER_ACCOUNT } from '../../../domain/people';

export interface AccountLimitsFormProps {
  cap: number | undefined;
  /** E-mails (or uids, when no e-mail is known) of the accounts holding the grant. */
  captains: string[];
}

export function AccountLimitsForm({ cap, captains }: AccountLimitsFormProps) {
  const id = useId();
  const [typedCap, setTypedCap] = useState(String(cap ?? DEFAULT_COUPLES_PER_ACCOUNT));
  const [email, setEmail] = useState('');
  const [said, setSaid] = useState('');
  const saveCap = useWrite(setCouplesPerAccount);
  const grant = useWrite(setTeamCaptain);
  const capValue = Number(typedCap);
  const capValid = Number.isInteger(capValue) && capValue >= 1 && capValue <= 500;

  const onCap = async (event: FormEvent) => {
    event.preventDefault();
    if (capValid) await saveCap.run(capValue);
  };
  const onGrant = async (granted: boolean) => {
    if (await grant.run(email, granted)) setSaid(granted ? `${email.trim()} is now a team captain.` : `${email.trim()} is no longer a team captain.`);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mb-4">
      <h2 id={`${id}-title`} className="h5">Couples per account</h2>
      <Form onSubmit={(e) => void onCap(e)} className="d-flex flex-wrap gap-2 align-items-end mb-2" aria-label="Couples per account">
        <Form.Group controlId={`${id}-cap`}>
          <Form.Label>Most couples one account may register</Form.Label>
          <Form.Control type="number" min={1} max={500} step={1} value={typedCap} onChange={(e) => setTypedCap(e.target.value)} isInvalid={!capValid} style={{ maxWidth: '8rem' }} />
          <Form.Control.Feedback type="invalid">A whole number from 1 to 500.</Form.Control.Feedback>
        </Form.Group>
        <Button type="submit" disabled={saveCap.pending || !capValid}>Save the limit</Button>
      </Form>
      <WriteFeedback error={saveCap.error} done={saveCap.done} doneText={`Accounts may now register ${typedCap} couples each.`} onDismiss={saveCap.clearError} />
      <h3 className="h6 mt-3">Team captains (no limit)</h3>
      {captains.length === 0 ? <p className="text-muted small">No account holds the grant.</p> : (
        <ul aria-label="Team captains" className="small">{captains.map((c) => <li key={c}>{c}</li>)}</ul>
      )}
      <div className="d-flex flex-wrap gap-2 align-items-end">
        <Form.Group controlId={`${id}-captain`}>
          <Form.Label>E-mail of the account</Form.Label>
          <Form.Control type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Form.Group>
        <Button disabled={grant.pending || email.trim() === ''} onClick={() => void onGrant(true)}>Grant team captain</Button>
        <Button variant="outline-danger" disabled={grant.pending || email.trim() === ''} onClick={() => void onGrant(false)}>Revoke team captain</Button>
      </div>
      <WriteFeedback error={grant.error} done={grant.done} doneText={said} onDismiss={grant.clearError} />
    </section>
  );
}
