import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface TextFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  type?: string;
  autoComplete?: string;
  help?: ReactNode;
  /** Extra elements inside the group (e.g. a datalist). */
  children?: ReactNode;
  list?: string;
  placeholder?: string;
}

/** A labelled text box whose error sits beside it and is read out with it (aria-describedby). */
export function TextField({ id, label, registration, error, type = 'text', autoComplete = 'off', help, children, list, placeholder }: TextFieldProps) {
  const describedBy = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        autoComplete={autoComplete}
        list={list}
        placeholder={placeholder}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...registration}
      />
      {children}
      {help && <Form.Text id={`${id}-help`}>{help}</Form.Text>}
      {error && <Form.Control.Feedback id={`${id}-error`} type="invalid">{error}</Form.Control.Feedback>}
    </Form.Group>
  );
}
