import type { FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import { CODE_LENGTH } from '../../../domain/constants';

interface JudgeCodeFormProps {
  judgeName: string;
  code: string;
  error: string | null;
  busy: boolean;
  onCodeChange: (code: string) => void;
  onSubmit: () => void;
}

/** Asked once per tablet: the judge's access code binds this device to the judge. */
export function JudgeCodeForm({ judgeName, code, error, busy, onCodeChange, onSubmit }: JudgeCodeFormProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
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
          aria-invalid={error !== null}
          aria-describedby={error !== null ? 'judge-access-code-error' : undefined}
          onChange={(e) => onCodeChange(e.target.value.toUpperCase())}
        />
        <Form.Control.Feedback id="judge-access-code-error" type="invalid" role="alert">{error}</Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Checking…' : 'Start judging'}
      </Button>
    </Form>
  );
}
