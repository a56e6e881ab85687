// Moving a couple to another account, named by the e-mail it signed up with; says so when there is none.
import { type FormEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';
import { useWrite } from '../../../console-kit/hooks/use-write';
import { transferCouple } from '../../../use-cases/people/couple-actions';
import type { Couple } from '../../../domain/people';
import { coupleLabel, sortedCouples } from '../utils/couple-label';

export interface TransferCoupleFormProps {
  couples: Readonly<Record<string, Couple>>;
  numbers: ReadonlyMap<string, number>;
}

export function TransferCoupleForm({ couples, numbers }: TransferCoupleFormProps) {
  const id = useId();
  const [coupleId, setCoupleId] = useState('');
  const [email, setEmail] = useState('');
  const [done, setDone] = useState('');
  const transfer = useWrite(transferCouple);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const couple = couples[coupleId];
    if (!couple) return;
    if (await transfer.run(coupleId, email)) setDone(`${coupleLabel(couple, numbers)} now belongs to ${email.trim()}.`);
  };
  return (
    <Form onSubmit={(e) => void onSubmit(e)} aria-labelledby={`${id}-title`} className="mb-4">
      <h2 id={`${id}-title`} className="h5">Transfer a couple to another account</h2>
      <WriteFeedback error={transfer.error} done={transfer.done} doneText={done} onDismiss={transfer.clearError} />
      <div className="d-flex flex-wrap gap-2 align-items-end">
        <Form.Group controlId={`${id}-couple`}>
          <Form.Label>Couple to transfer</Form.Label>
          <Form.Select value={coupleId} onChange={(e) => setCoupleId(e.target.value)} required>
            <option value="">Choose a couple</option>
            {sortedCouples(couples).map((c) => <option key={c.coupleId} value={c.coupleId}>{coupleLabel(c, numbers)}</option>)}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId={`${id}-email`}>
          <Form.Label>E-mail of the receiving account</Form.Label>
          <Form.Control type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        </Form.Group>
        <Button type="submit" disabled={transfer.pending || coupleId === '' || email.trim() === ''}>Transfer</Button>
      </div>
    </Form>
  );
}
