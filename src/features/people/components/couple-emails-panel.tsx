// The organiser sets a couple's dancers' e-mails (issue 19.2): the real couple of a record someone else
// registered can then manage it once they verify their address, without a transfer.
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { CoupleEmailsEditor } from '../../../console-kit/components/couple-emails-editor';
import { useCoupleEmails } from '../../../data/people/dancer-emails';
import type { Couple } from '../../../domain/people';
import { coupleLabel, sortedCouples } from '../utils/couple-label';

export interface CoupleEmailsPanelProps {
  couples: Readonly<Record<string, Couple>>;
  numbers: ReadonlyMap<string, number>;
}

function ChosenCoupleEmails({ couple }: { couple: Couple }) {
  const emails = useCoupleEmails(couple.coupleId);
  if (emails.loading) return <p className="small text-secondary">Loading the e-mails...</p>;
  if (emails.error) return <p role="alert" className="small text-danger">Could not load the e-mails: {emails.error.message}</p>;
  return <CoupleEmailsEditor coupleId={couple.coupleId} leadName={couple.leadName} followName={couple.followName} current={emails.data ?? undefined} />;
}

export function CoupleEmailsPanel({ couples, numbers }: CoupleEmailsPanelProps) {
  const id = useId();
  const [coupleId, setCoupleId] = useState('');
  const couple = couples[coupleId];
  return (
    <section aria-labelledby={`${id}-title`} className="mb-4">
      <h2 id={`${id}-title`} className="h5">Dancers’ e-mails</h2>
      <Form.Group controlId={`${id}-couple`} className="mb-2">
        <Form.Label>Couple</Form.Label>
        <Form.Select value={coupleId} onChange={(e) => setCoupleId(e.target.value)}>
          <option value="">Choose a couple</option>
          {sortedCouples(couples).map((c) => <option key={c.coupleId} value={c.coupleId}>{coupleLabel(c, numbers)}</option>)}
        </Form.Select>
      </Form.Group>
      {couple && <ChosenCoupleEmails key={couple.coupleId} couple={couple} />}
    </section>
  );
}
