// The dancers' e-mails of one couple (issue 19.2), as its owner (My entries) or the organiser (couples page)
// edits them. Presentational: the screen passes the current addresses and the write to run.
import { type FormEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { CoupleEmails } from '../../domain/people';
import type { WriteControl } from '../hooks/use-write';
import { WriteFeedback } from './write-feedback';

export interface CoupleEmailsFormProps {
  leadName: string;
  followName: string;
  /** As stored; the boxes start from it (remount with a new key when it changes). */
  current: CoupleEmails | undefined;
  write: WriteControl<[{ lead: string; follow: string }]> & { done?: boolean; clearError?: () => void };
}

export function CoupleEmailsForm({ leadName, followName, current, write }: CoupleEmailsFormProps) {
  const id = useId();
  const [lead, setLead] = useState(current?.lead ?? '');
  const [follow, setFollow] = useState(current?.follow ?? '');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void write.run({ lead, follow });
  };
  return (
    <Form noValidate onSubmit={onSubmit} aria-label={`Dancers’ e-mails of ${leadName} & ${followName}`}>
      <p className="small text-secondary mb-2">
        A dancer signed in with one of these addresses, once verified, can add or withdraw this couple’s events.
        Leave a box blank for none.
      </p>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-2">
        <Form.Group controlId={`${id}-lead`}>
          <Form.Label>{leadName}’s e-mail</Form.Label>
          <Form.Control type="email" value={lead} onChange={(e) => setLead(e.target.value)} />
        </Form.Group>
        <Form.Group controlId={`${id}-follow`}>
          <Form.Label>{followName}’s e-mail</Form.Label>
          <Form.Control type="email" value={follow} onChange={(e) => setFollow(e.target.value)} />
        </Form.Group>
        <Button type="submit" variant="outline-primary" disabled={write.pending}>{write.pending ? 'Saving...' : 'Save e-mails'}</Button>
      </div>
      <WriteFeedback error={write.error} done={write.done} doneText="E-mails saved." onDismiss={write.clearError} />
    </Form>
  );
}
