// Grant a dancer one of the schedule's discounts (a student rate) or take it away: find the dancer by part
// of their name, choose the discount or none, save. Balances follow live, since they read the schedule.
import { useId, useMemo, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import type { FeeSchedule, Statement } from '../../../domain/money';

export interface DiscountEditorProps {
  schedule: FeeSchedule;
  statement: Statement;
  onAssign: (dancerId: string, discountKey: string | null) => Promise<void>;
}

const NONE = '';

export function DiscountEditor({ schedule, statement, onAssign }: DiscountEditorProps) {
  const id = useId();
  const discounts = Object.entries(schedule.discounts ?? {});
  const [search, setSearch] = useState('');
  const [dancerId, setDancerId] = useState('');
  const [discountKey, setDiscountKey] = useState(NONE);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const dancers = useMemo(() => Object.values(statement.dancers).sort((a, b) => a.dancerName.localeCompare(b.dancerName)), [statement]);
  const found = dancers.filter((d) => d.dancerName.toLowerCase().includes(search.trim().toLowerCase()) || d.dancerId === dancerId);
  const granted = dancers.filter((d) => schedule.dancerDiscounts?.[d.dancerId] !== undefined);

  if (discounts.length === 0) {
    return <p className="text-secondary">No discounts are defined yet; add one (such as a student rate) to the fee schedule on the Setup screen.</p>;
  }

  const choose = (next: string) => {
    setDancerId(next);
    setDiscountKey(schedule.dancerDiscounts?.[next] ?? NONE);
    setStatus(null);
    setProblem(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const dancer = statement.dancers[dancerId];
    if (!dancer) {
      setProblem('Choose the dancer first.');
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await onAssign(dancerId, discountKey === NONE ? null : discountKey);
      const label = schedule.discounts?.[discountKey]?.label;
      setStatus(label ? `${dancer.dancerName} now pays the ${label}.` : `${dancer.dancerName} no longer has a discount.`);
    } catch (cause) {
      setProblem(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form aria-label="Dancer discounts" onSubmit={submit} noValidate className="border rounded p-3 mb-4">
      <h2 className="h5">Dancer discounts</h2>
      <div className="row g-2">
        <Form.Group className="col-12 col-md-4" controlId={`${id}-search`}>
          <Form.Label>Find a dancer</Form.Label>
          <Form.Control type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Part of a name" />
        </Form.Group>
        <Form.Group className="col-12 col-md-4" controlId={`${id}-dancer`}>
          <Form.Label>Dancer</Form.Label>
          <Form.Select value={dancerId} onChange={(e) => choose(e.target.value)} isInvalid={problem === 'Choose the dancer first.'}>
            <option value="">{found.length === 0 ? 'No dancer matches' : `Choose a dancer (${found.length})…`}</option>
            {found.map((d) => <option key={d.dancerId} value={d.dancerId}>{d.dancerName} ({d.affiliation})</option>)}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-12 col-md-4" controlId={`${id}-discount`}>
          <Form.Label>Discount</Form.Label>
          <Form.Select value={discountKey} onChange={(e) => setDiscountKey(e.target.value)}>
            <option value={NONE}>None (team or base price)</option>
            {discounts.map(([key, d]) => <option key={key} value={key}>{d.label}</option>)}
          </Form.Select>
        </Form.Group>
      </div>
      {problem && <Alert variant="danger" role="alert" className="mt-2 mb-0">{problem}</Alert>}
      {status && <p role="status" className="text-success mt-2 mb-0">{status}</p>}
      <Button type="submit" className="mt-2" disabled={busy}>Save discount</Button>
      {granted.length > 0 && (
        <Table size="sm" className="mt-3 mb-0" aria-label="Discounts granted">
          <thead><tr><th>Dancer</th><th>Discount</th></tr></thead>
          <tbody>
            {granted.map((d) => (
              <tr key={d.dancerId}><td>{d.dancerName}</td><td>{schedule.discounts?.[schedule.dancerDiscounts?.[d.dancerId] ?? '']?.label ?? ''}</td></tr>
            ))}
          </tbody>
        </Table>
      )}
    </Form>
  );
}
