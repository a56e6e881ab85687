// The payments ledger, newest first. Nothing is edited: a mistake is corrected by a reversing entry, with a reason.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { type Payment, type Statement, formatMoney } from '../../../domain/money';
import { payerName } from '../utils/payer-options';

export interface LedgerTableProps {
  payments: readonly Payment[];
  statement: Statement;
  currency: string;
  onReverse: (paymentId: string, reason: string) => Promise<void>;
}

function ReverseControl({ payment, who, onReverse }: { payment: Payment; who: string; onReverse: LedgerTableProps['onReverse'] }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (!open) return <Button size="sm" variant="outline-danger" onClick={() => setOpen(true)} aria-label={`Reverse the payment from ${who}`}>Reverse</Button>;
  return (
    <Form
      className="d-flex flex-wrap gap-1 align-items-start"
      aria-label={`Reverse the payment from ${who}`}
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          await onReverse(payment.paymentId, reason);
          setOpen(false);
        } catch (cause) {
          setProblem(cause instanceof Error ? cause.message : String(cause));
        }
      }}
    >
      <Form.Control size="sm" aria-label="Reason for the reversal" value={reason} onChange={(e) => setReason(e.target.value)} isInvalid={problem !== null} />
      <Button size="sm" variant="danger" type="submit">Confirm reversal</Button>
      <Button size="sm" variant="link" onClick={() => setOpen(false)}>Keep</Button>
      {problem && <div role="alert" className="invalid-feedback d-block">{problem}</div>}
    </Form>
  );
}

export function LedgerTable({ payments, statement, currency, onReverse }: LedgerTableProps) {
  const sorted = [...payments].sort((a, b) => b.recordedAt - a.recordedAt);
  const reversed = new Set(payments.flatMap((p) => (p.reverses ? [p.reverses] : [])));
  return (
    <Table size="sm" responsive aria-label="Payments ledger">
      <thead>
        <tr><th>When</th><th>Paid by</th><th className="text-end">Amount</th><th>Method</th><th>Reference / note</th><th>Recorded by</th><th><span className="visually-hidden">Actions</span></th></tr>
      </thead>
      <tbody>
        {sorted.map((p) => {
          const who = payerName(p.payer, statement);
          return (
            <tr key={p.paymentId}>
              <td>{new Date(p.recordedAt).toLocaleString()}</td>
              <td>{who}</td>
              <td className="text-end">{formatMoney(p.amount, currency)}</td>
              <td>{p.method}{p.reverses ? ' (reversal)' : ''}</td>
              <td>{[p.reference, p.note].filter(Boolean).join(' — ')}</td>
              <td>{p.recordedBy}</td>
              <td>{!p.reverses && !reversed.has(p.paymentId) ? <ReverseControl payment={p} who={who} onReverse={onReverse} /> : reversed.has(p.paymentId) ? 'Reversed' : ''}</td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
