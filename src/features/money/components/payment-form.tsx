// Record a payment against a team or a dancer: the amount as typed (parsed to whole cents by the domain),
// how it was paid, a reference and a note. Refusals appear beside the field they are about.
import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { MoneyInputError, PAYMENT_METHODS, type PaymentDraft, PaymentRefusedError, type PaymentMethod, type Statement, parseMoney } from '../../../domain/money';
import { payerOptions } from '../utils/payer-options';

export interface PaymentFormProps {
  statement: Statement;
  onRecord: (draft: PaymentDraft) => Promise<void>;
}

type Problems = Partial<Record<'payer' | 'amount' | 'form', string>>;

export function PaymentForm({ statement, onRecord }: PaymentFormProps) {
  const id = useId();
  const options = payerOptions(statement);
  const [payer, setPayer] = useState('');
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const [recorded, setRecorded] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRecorded(null);
    const chosen = options.find((option) => option.value === payer);
    const next: Problems = {};
    if (!chosen) next.payer = 'Choose the team or dancer who paid.';
    let cents = 0;
    try {
      cents = parseMoney(amount);
      if (cents === 0) next.amount = 'Enter an amount greater than zero.';
    } catch (cause) {
      next.amount = cause instanceof MoneyInputError ? cause.message : String(cause);
    }
    setProblems(next);
    if (!chosen || Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      await onRecord({ payer: chosen.payer, amount: cents, method, reference, note });
      setRecorded(`Recorded ${amount} from ${chosen.label.replace(/^(Team|Dancer): /u, '')}.`);
      setAmount('');
      setReference('');
      setNote('');
    } catch (cause) {
      const message = cause instanceof Error ? cause.message : String(cause);
      const field = cause instanceof PaymentRefusedError && cause.code === 'bad-amount' ? 'amount'
        : cause instanceof PaymentRefusedError && (cause.code === 'unknown-team' || cause.code === 'unknown-dancer') ? 'payer' : 'form';
      setProblems({ [field]: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form aria-label="Record a payment" onSubmit={submit} noValidate className="border rounded p-3 mb-4">
      <h2 className="h5">Record a payment</h2>
      <div className="row g-2">
        <Form.Group className="col-12 col-md-6" controlId={`${id}-payer`}>
          <Form.Label>Paid by</Form.Label>
          <Form.Select value={payer} onChange={(e) => setPayer(e.target.value)} isInvalid={!!problems.payer}>
            <option value="">Choose a team or dancer…</option>
            {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
          </Form.Select>
          <Form.Control.Feedback type="invalid">{problems.payer}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-6 col-md-3" controlId={`${id}-amount`}>
          <Form.Label>Amount</Form.Label>
          <Form.Control inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} isInvalid={!!problems.amount} placeholder="25.00" />
          <Form.Control.Feedback type="invalid">{problems.amount}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-6 col-md-3" controlId={`${id}-method`}>
          <Form.Label>Method</Form.Label>
          <Form.Select value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)}>
            {PAYMENT_METHODS.map((m) => <option key={m} value={m}>{m}</option>)}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-12 col-md-6" controlId={`${id}-reference`}>
          <Form.Label>Reference</Form.Label>
          <Form.Control value={reference} onChange={(e) => setReference(e.target.value)} placeholder="Cheque number, bank reference" />
        </Form.Group>
        <Form.Group className="col-12 col-md-6" controlId={`${id}-note`}>
          <Form.Label>Note</Form.Label>
          <Form.Control value={note} onChange={(e) => setNote(e.target.value)} />
        </Form.Group>
      </div>
      {problems.form && <Alert variant="danger" role="alert" className="mt-2">{problems.form}</Alert>}
      {recorded && <p role="status" className="text-success mt-2 mb-0">{recorded}</p>}
      <Button type="submit" className="mt-2" disabled={busy}>Record payment</Button>
    </Form>
  );
}
