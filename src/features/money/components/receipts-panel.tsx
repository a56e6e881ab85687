// Registrants read only their own copies of the payments that concern them. An account that registered for
// a team after a payment was recorded has none of it until staff deliver it: recording a payment delivers the
// team's missing ones, and this button delivers everyone's.
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { ReceiptDelivery } from '../../../domain/money';

export interface ReceiptsPanelProps {
  onSend: () => Promise<ReceiptDelivery>;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function ReceiptsPanel({ onSend }: ReceiptsPanelProps) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const send = async () => {
    setBusy(true);
    setStatus(null);
    setProblem(null);
    try {
      const delivery = await onSend();
      setStatus(delivery.copies === 0
        ? 'Every registrant already has the receipts of their team’s payments.'
        : `Sent ${plural(delivery.copies, 'receipt', 'receipts')} to ${plural(delivery.accounts, 'account', 'accounts')}.`);
    } catch (cause) {
      setProblem(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-label="Receipts for registrants" className="mb-4">
      <p className="small text-secondary mb-1">
        Registrants see the payments of their team on “My entries”. Someone who registered after a payment was recorded sees it once receipts are sent.
      </p>
      <Button variant="outline-secondary" onClick={send} disabled={busy}>Send missing receipts</Button>
      {status && <p role="status" className="text-success mt-2 mb-0">{status}</p>}
      {problem && <Alert variant="danger" role="alert" className="mt-2 mb-0">{problem}</Alert>}
    </section>
  );
}
