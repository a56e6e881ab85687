import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { sendPasswordReset, signIn } from '../../../data/auth/auth-actions';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Email and password sign-in, with a password-reset link for the email typed in. */
export function SignInForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (!email.trim()) return setError('Enter your email address.');
    if (!password) return setError('Enter your password.');
    setBusy(true);
    setError(null);
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
    if (!email.trim()) return setError('Enter your email address above, then choose "Forgot your password?" again.');
    setError(null);
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
      <Form.Group className="mb-3" controlId={`${id}-email`}>
        <Form.Label>Email</Form.Label>
        <Form.Control type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${id}-password`}>
        <Form.Label>Password</Form.Label>
        <Form.Control type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
      </Form.Group>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <Button type="submit" disabled={busy}>{busy ? 'Signing in...' : 'Sign in'}</Button>
        <Button type="button" variant="link" className="px-0" onClick={resetPassword}>Forgot your password?</Button>
      </div>
    </Form>
  );
}
