import { type FormEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { sendPasswordReset, signIn } from '../../../data/auth/auth-actions';
import { useFocusWhenShown } from '../../../components/use-focus-when-shown';
import { CredentialField } from './credential-field';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

interface FieldErrors {
  email?: string;
  password?: string;
}

function check(email: string, password: string): FieldErrors {
  return {
    email: email.trim() ? undefined : 'Enter your email address.',
    password: password ? undefined : 'Enter your password.',
  };
}

/** Email and password sign-in, with a password-reset link for the email typed in. */
export function SignInForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  // After a first attempt the fields are checked as they are typed, so a message goes as soon as it is fixed.
  const [attempted, setAttempted] = useState(false);
  const [resetNeedsEmail, setResetNeedsEmail] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const errorRef = useFocusWhenShown<HTMLDivElement>(error, true);
  const noticeRef = useFocusWhenShown<HTMLDivElement>(notice, true);
  const problems = check(email, password);
  const fieldErrors: FieldErrors = attempted ? problems : {};
  const emailError = fieldErrors.email ?? (resetNeedsEmail && !email.trim() ? 'Enter your email address, then choose "Forgot your password?" again.' : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setError(null);
    setAttempted(true);
    if (problems.email || problems.password) {
      // Focus goes to the first field to fix; its message is read out with it.
      document.getElementById(problems.email ? `${id}-email` : `${id}-password`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await signIn(email, password);
      // The login page follows the signed-in user to `next`.
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  };

  const resetPassword = async () => {
    setNotice(null);
    setError(null);
    setResetNeedsEmail(true);
    if (!email.trim()) {
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    try {
      await sendPasswordReset(email);
      setNotice(`We sent a link to reset your password to ${email.trim()}.`);
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  return (
    <Form noValidate onSubmit={submit} aria-label="Sign in">
      {error && <div ref={errorRef} tabIndex={-1} className="alert alert-danger" role="alert">{error}</div>}
      {notice && <div ref={noticeRef} tabIndex={-1} className="alert alert-success" role="status">{notice}</div>}
      <CredentialField id={`${id}-email`} label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} error={emailError} />
      <CredentialField
        id={`${id}-password`} label="Password" type="password" autoComplete="current-password"
        value={password} onChange={setPassword} error={fieldErrors.password}
      />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <Button type="submit" disabled={busy}>{busy ? 'Signing in...' : 'Sign in'}</Button>
        <Button type="button" variant="link" className="px-0" onClick={resetPassword}>Forgot your password?</Button>
      </div>
    </Form>
  );
}
