// /admin/desk (treasurer, organiser): the registration desk on a phone. Type part of a team or dancer
// name; each row says what is still owed and whether the couples have checked in.
import { useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { DataGate } from '../../../console-kit/components/data-gate';
import { usePayments } from '../../../data/money/use-money';
import { useMoneyStatement } from '../../../data/money/use-money-statement';
import { deskRows, searchDeskRows } from '../../../domain/money';
import { BalancesTable } from '../components/balances-table';

export default function DeskRoute() {
  const id = useId();
  const [query, setQuery] = useState('');
  const payments = usePayments();
  const { values, view } = useMoneyStatement(payments);
  const rows = useMemo(() => (view.statement ? deskRows(view.statement, view.events) : []), [view.statement, view.events]);
  return (
    <section>
      <h1 className="h3">Registration desk</h1>
      <Form.Group controlId={`${id}-search`} className="mb-3" style={{ maxWidth: '24rem' }}>
        <Form.Label>Find a team or dancer</Form.Label>
        <Form.Control type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Team or dancer name" />
      </Form.Group>
      <DataGate values={values}>
        {() => view.schedule
          ? <BalancesTable rows={searchDeskRows(rows, query)} currency={view.schedule.currency} label="Desk list" />
          : <Alert variant="info" role="status">No fee schedule yet: the organiser sets the prices on the Setup screen.</Alert>}
      </DataGate>
    </section>
  );
}
