import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { sendPasswordReset, signIn } from '../../../data/auth/auth-actions';
import { CredentialField } from './credential-field';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

interface FieldErrors {
  email?: string;
  password?: string;
}

/** Email and password sign-in, with a password-reset link for the email typed in. */
export function SignInForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setError(null);
    const missing: FieldErrors = {
      email: email.trim() ? undefined : 'Enter your email address.',
      password: password ? undefined : 'Enter your password.',
    };
    setFieldErrors(missing);
    if (missing.email || missing.password) return;
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
    if (!email.trim()) return setFieldErrors({ email: 'Enter your email address, then choose "Forgot your password?" again.' });
    setFieldErrors({});
    try {
      await sendPasswordReset(email);
      setNotice(`We sent a link to reset your password to ${email.trim()}.`);
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  return (
    <Form noValidate onSubmit={submit} aria-label="Sign in">
      {error && <Alert variant="danger" role="alert">{error}</Alert>}
      {notice && <Alert variant="success" role="status">{notice}</Alert>}
      <CredentialField id={`${id}-email`} label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} error={fieldErrors.email} />
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
