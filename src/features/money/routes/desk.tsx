// /admin/desk (treasurer, organiser): the registration desk on a phone or a laptop. Find a dancer by name or
// back number and check them in for the day (issue 29); below, every team and independent dancer with what is
// still owed and whether the couples have checked in.
import { useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { DataGate } from '../../../console-kit/components/data-gate';
import { usePayments } from '../../../data/money/use-money';
import { useMoneyStatement } from '../../../data/money/use-money-statement';
import { deskRows, searchDeskRows } from '../../../domain/money';
import { BalancesTable } from '../components/balances-table';
import { DeskCheckIn } from '../components/desk-check-in';

export default function DeskRoute() {
  const id = useId();
  const [query, setQuery] = useState('');
  const payments = usePayments();
  const { values, view } = useMoneyStatement(payments);
  const rows = useMemo(() => (view.statement ? deskRows(view.statement, view.events) : []), [view.statement, view.events]);
  return (
    <section>
      <h1 className="h3">Registration desk</h1>
      <DataGate values={values}>
        {() => (
          <>
            <DeskCheckIn events={view.events} statement={view.statement} currency={view.schedule?.currency ?? null} />
            <h2 className="h4">Teams and balances</h2>
            <Form.Group controlId={`${id}-search`} className="mb-3" style={{ maxWidth: '24rem' }}>
              <Form.Label>Find a team or dancer</Form.Label>
              <Form.Control type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Team or dancer name" />
            </Form.Group>
            {view.schedule
              ? <BalancesTable rows={searchDeskRows(rows, query)} currency={view.schedule.currency} label="Desk list" />
              : <Alert variant="info" role="status">No fee schedule yet: the organiser sets the prices on the Setup screen.</Alert>}
          </>
        )}
      </DataGate>
    </section>
  );
}
