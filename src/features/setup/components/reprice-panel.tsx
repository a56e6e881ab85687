// Money, one truth (issue 31): after a fee change, entries made before it keep their price. The organiser may
// move them onto today's prices, but sees first who would change and by how much; paid stays paid.
import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { DataGate } from '../../../console-kit/components/data-gate';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';
import { useWrite } from '../../../console-kit/hooks/use-write';
import { usePayments } from '../../../data/money/use-money';
import { type MoneyView, useMoneyStatement } from '../../../data/money/use-money-statement';
import { type RepriceRow, formatMoney, repricePreview } from '../../../domain/money';
import { repriceEntries } from '../../../use-cases/money/money-writes';

function signed(cents: number, currency: string): string {
  return `${cents > 0 ? '+' : ''}${formatMoney(cents, currency)}`;
}

function Preview({ view }: { view: MoneyView }) {
  const rows = useMemo((): RepriceRow[] => (view.inputs ? repricePreview(view.inputs, view.payments) : []), [view]);
  const write = useWrite(repriceEntries);
  if (!view.inputs || !view.schedule || Object.keys(view.inputs.history?.earlier ?? {}).length === 0) return null;
  const currency = view.schedule.currency;
  const changing = rows.filter((row) => !row.keepsPrice);
  return (
    <section aria-label="Re-price earlier entries" className="mt-3">
      <h3 className="h6">Entries made before the last price change</h3>
      <p className="small">
        They keep the price in force when they were registered. Re-pricing moves them onto today&apos;s prices;
        a team or dancer who has paid in full keeps the price they paid.
      </p>
      <WriteFeedback error={write.error} done={write.done} doneText="Re-priced." onDismiss={write.clearError} />
      {rows.length === 0 ? (
        <p className="small text-secondary" role="status">Every entry is at today&apos;s prices: re-pricing would change nothing.</p>
      ) : (
        <>
          <Table size="sm" responsive aria-label="Who re-pricing would change">
            <thead>
              <tr><th scope="col">Team or dancer</th><th scope="col">Charged now</th><th scope="col">After re-pricing</th><th scope="col">Change</th><th scope="col">Outcome</th></tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.billingKey}>
                  <th scope="row">{row.payer}</th>
                  <td>{formatMoney(row.before.charged, currency)}</td>
                  <td>{row.keepsPrice ? formatMoney(row.before.charged, currency) : formatMoney(row.after.charged, currency)}</td>
                  <td>{row.keepsPrice ? formatMoney(0, currency) : signed(row.change, currency)}</td>
                  <td>{row.keepsPrice ? 'Paid in full: keeps its price' : 'Re-priced'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Button variant="outline-primary" disabled={changing.length === 0 || write.pending} onClick={() => void write.run(changing)}>
            {write.pending ? 'Re-pricing...' : `Re-price ${changing.length} ${changing.length === 1 ? 'team or dancer' : 'teams and dancers'}`}
          </Button>
        </>
      )}
    </section>
  );
}

/** Shown under the fee form once the prices have changed at least once. */
export function RepricePanel() {
  const payments = usePayments();
  const { values, view } = useMoneyStatement(payments);
  return <DataGate values={values}>{() => <Preview view={view} />}</DataGate>;
}
