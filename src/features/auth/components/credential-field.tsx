import Form from 'react-bootstrap/Form';

export interface CredentialFieldProps {
  id: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: 'email' | 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with the value, shown beside the field and read out with it. */
  error?: string | null;
  /** A standing hint under the field ("At least 6 characters."). */
  help?: string;
}

/** An email or password field of the sign-in and sign-up forms, with its message beside it. */
export function CredentialField({ id, label, type, autoComplete, value, onChange, error, help }: CredentialFieldProps) {
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy = [error ? errorId : null, help ? helpId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type} autoComplete={autoComplete} value={value} onChange={(e) => onChange(e.target.value)} required
        isInvalid={Boolean(error)} aria-invalid={Boolean(error)} aria-describedby={describedBy}
      />
      <Form.Control.Feedback id={errorId} type="invalid">{error}</Form.Control.Feedback>
      {help && <Form.Text id={helpId}>{help}</Form.Text>}
    </Form.Group>
  );
}
