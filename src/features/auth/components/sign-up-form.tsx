import { type FormEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { signUp } from '../../../data/auth/auth-actions';
import { CredentialField } from './credential-field';

const MIN_PASSWORD = 6;
const MISMATCH = 'The two passwords do not match.';

interface FieldErrors {
  email?: string;
  password?: string;
  confirmation?: string;
}

function check(email: string, password: string, confirmation: string): FieldErrors {
  return {
    email: email.trim() ? undefined : 'Enter your email address.',
    password: password.length >= MIN_PASSWORD ? undefined : `Choose a password of at least ${MIN_PASSWORD} characters.`,
    confirmation: password === confirmation ? undefined : confirmation ? MISMATCH : 'Type the password again.',
  };
}

/** Creating an account: email, password and its confirmation. */
export function SignUpForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  // After a first attempt the fields are checked as they are typed, so a message goes as soon as it is fixed.
  const [attempted, setAttempted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problems = check(email, password, confirmation);
  const fieldErrors: FieldErrors = attempted ? problems : {};
  // A mismatch shows as soon as the confirmation is typed, even before a first attempt.
  const mismatch = confirmation.length > 0 && confirmation !== password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setAttempted(true);
    if (problems.email || problems.password || problems.confirmation) return;
    setBusy(true);
    try {
      await signUp(email, password);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };

  return (
    <Form noValidate onSubmit={submit} aria-label="Create account">
      {error && <div className="alert alert-danger" role="alert">{error}</div>}
      <CredentialField id={`${id}-email`} label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} error={fieldErrors.email} />
      <CredentialField
        id={`${id}-password`} label="Password" type="password" autoComplete="new-password" value={password} onChange={setPassword}
        error={fieldErrors.password} help={`At least ${MIN_PASSWORD} characters.`}
      />
      <CredentialField
        id={`${id}-confirm`} label="Confirm password" type="password" autoComplete="new-password" value={confirmation}
        onChange={setConfirmation} error={mismatch ? MISMATCH : fieldErrors.confirmation}
      />
      <Button type="submit" disabled={busy}>{busy ? 'Creating account...' : 'Create account'}</Button>
    </Form>
  );
}
