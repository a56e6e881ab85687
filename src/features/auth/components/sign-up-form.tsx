import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { signUp } from '../../../data/auth/auth-actions';

const MIN_PASSWORD = 6;

/** Creating an account: email, password and its confirmation. */
export function SignUpForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mismatch = confirmation.length > 0 && confirmation !== password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError('Enter your email address.');
    if (password.length < MIN_PASSWORD) return setError(`Choose a password of at least ${MIN_PASSWORD} characters.`);
    if (password !== confirmation) return setError('The two passwords do not match.');
    setBusy(true);
    setError(null);
    try {
      await signUp(email, password);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };

  return (
    <Form noValidate onSubmit={submit} aria-label="Create account">
      {error && <Alert variant="danger" role="alert">{error}</Alert>}
      <Form.Group className="mb-3" controlId={`${id}-email`}>
        <Form.Label>Email</Form.Label>
        <Form.Control type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${id}-password`}>
        <Form.Label>Password</Form.Label>
        <Form.Control
          type="password" autoComplete="new-password" value={password} minLength={MIN_PASSWORD}
          onChange={(e) => setPassword(e.target.value)} aria-describedby={`${id}-password-help`} required
        />
        <Form.Text id={`${id}-password-help`}>At least {MIN_PASSWORD} characters.</Form.Text>
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${id}-confirm`}>
        <Form.Label>Confirm password</Form.Label>
        <Form.Control
          type="password" autoComplete="new-password" value={confirmation} isInvalid={mismatch} aria-invalid={mismatch}
          aria-describedby={mismatch ? `${id}-confirm-error` : undefined} onChange={(e) => setConfirmation(e.target.value)} required
        />
        <Form.Control.Feedback id={`${id}-confirm-error`} type="invalid">The two passwords do not match.</Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" disabled={busy}>{busy ? 'Creating account...' : 'Create account'}</Button>
    </Form>
  );
}
