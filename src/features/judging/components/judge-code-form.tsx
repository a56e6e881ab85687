import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

interface JudgeCodeFormProps {
  judgeName: string;
  onSubmit: (code: string) => Promise<void>;
}

const CODE_LENGTH = 7;

/** Asked once per tablet: the judge's access code binds this device to the judge. */
export function JudgeCodeForm({ judgeName, onSubmit }: JudgeCodeFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed.length !== CODE_LENGTH) {
      setError(`The access code has ${CODE_LENGTH} characters.`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(trimmed);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form onSubmit={submit} noValidate className="judge-code-form">
      <h1 className="h2">{judgeName}</h1>
      <p>Enter your access code to mark on this tablet. You will stay signed in on this device.</p>
      <Form.Group controlId="judge-access-code" className="mb-3">
        <Form.Label>Access code</Form.Label>
        <Form.Control
          size="lg"
          value={code}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={CODE_LENGTH + 4}
          isInvalid={error !== null}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
        />
        <Form.Control.Feedback type="invalid" role="alert">{error}</Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Checking…' : 'Start judging'}
      </Button>
    </Form>
  );
}
