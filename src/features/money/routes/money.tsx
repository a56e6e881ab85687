// /admin/money (treasurer, organiser): balances per team and independent dancer, recording payments and
// reversals, the ledger, the balances CSV, and printable invoices at ?invoice=<team:…|dancer:…|*>.
import { useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link, useSearchParams } from 'react-router-dom';
import { DataGate } from '../../../console-kit/components/data-gate';
import { PrintFrame } from '../../../console-kit/components/print-frame';
import { errorText } from '../../../components/error-text';
import { useNow } from '../../../components/use-now';
import { useAuth } from '../../../data/auth/use-auth';
import { useCompetitionName } from '../../../data/hooks/metadata-fields';
import { assignDiscount, recordPayment, reversePayment, sendMissingReceipts } from '../../../use-cases/money/money-writes';
import { usePayments } from '../../../data/money/use-money';
import { useMoneyStatement } from '../../../data/money/use-money-statement';
import { balancesCsv, deskRows } from '../../../domain/money';
import { BalancesTable } from '../components/balances-table';
import { DiscountEditor } from '../components/discount-editor';
import { InvoiceSheet } from '../components/invoice-sheet';
import { LedgerTable } from '../components/ledger-table';
import { PaymentForm } from '../components/payment-form';
import { ReceiptsPanel } from '../components/receipts-panel';
import { downloadText } from '../utils/download-text';
import { invoiceSelector, invoicesFor } from '../utils/invoices-for';
import '../money.css';

export default function MoneyRoute() {
  const { user } = useAuth();
  const now = useNow();
  const payments = usePayments();
  const name = useCompetitionName();
  const { values, view } = useMoneyStatement(payments);
  const [search] = useSearchParams();
  const invoice = search.get('invoice');
  const uid = user?.uid ?? '';
  const rows = useMemo(() => (view.statement ? deskRows(view.statement, view.events) : []), [view.statement, view.events]);

  return (
    <DataGate values={[...values, name]}>
      {() => {
        const { statement, schedule } = view;
        if (!statement || !schedule) {
          return <Alert variant="info" role="status">No fee schedule yet: the organiser sets the prices on the Setup screen.</Alert>;
        }
        if (invoice !== null) {
          let sheets;
          try {
            sheets = invoicesFor(invoice, statement, { competitionName: name.data ?? '', schedule, issuedAt: now });
          } catch (cause) {
            return <Alert variant="warning" role="alert">{errorText(cause)} <Link to="/admin/money">Back to payments</Link></Alert>;
          }
          return (
            <PrintFrame title={invoice === '*' ? 'All invoices' : 'Invoice'} backTo="/admin/money" backLabel="Back to payments">
              {sheets.map((sheet) => <InvoiceSheet key={sheet.billTo.kind === 'team' ? sheet.billTo.affiliation : sheet.billTo.dancerId} invoice={sheet} />)}
            </PrintFrame>
          );
        }
        return (
          <section>
            <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
              <h1 className="h3 mb-0">Payments</h1>
              <div className="d-flex flex-wrap gap-2">
                <Button variant="outline-secondary" onClick={() => downloadText('balances.csv', balancesCsv(statement, schedule.currency), 'text/csv')}>
                  Download balances (CSV)
                </Button>
                <Link className="btn btn-outline-secondary" to="?invoice=*">Print all invoices</Link>
              </div>
            </div>
            <PaymentForm statement={statement} onRecord={async (draft) => { await recordPayment(draft, uid); }} />
            <h2 className="h5">Balances</h2>
            <BalancesTable rows={rows} currency={schedule.currency} label="Balances" invoiceHref={(row) => `?invoice=${encodeURIComponent(invoiceSelector(row))}`} />
            <DiscountEditor schedule={schedule} statement={statement} onAssign={assignDiscount} />
            <h2 className="h5">Ledger</h2>
            <LedgerTable payments={view.payments} statement={statement} currency={schedule.currency} onReverse={(id, reason) => reversePayment(id, reason, uid)} />
            <ReceiptsPanel onSend={sendMissingReceipts} />
          </section>
        );
      }}
    </DataGate>
  );
}
