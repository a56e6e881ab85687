// One printed invoice: the competition, who is billed, line items by dancer and event with their tier,
// the payments, and the balance due. Each starts on its own page (money.css).
import Table from 'react-bootstrap/Table';
import { type Invoice, formatMoney } from '../../../domain/money';

const TIER = { early: 'Early', regular: 'Regular', late: 'Late' } as const;

export function InvoiceSheet({ invoice }: { invoice: Invoice }) {
  const money = (cents: number) => formatMoney(cents, invoice.currency);
  const billed = invoice.billTo.kind === 'team' ? invoice.billTo.affiliation : invoice.billTo.dancerName;
  return (
    <section className="invoice-page" aria-label={`Invoice for ${billed}`}>
      <h2 className="h4">{invoice.competitionName}</h2>
      <p className="mb-1"><strong>Invoice for {billed}</strong>{invoice.billTo.kind === 'team' ? ' (team)' : ''}</p>
      <p className="text-muted small">Issued {new Date(invoice.issuedAt).toLocaleDateString()}</p>
      <Table size="sm" bordered aria-label={`Charges for ${billed}`}>
        <thead><tr><th>Dancer</th><th>Item</th><th>Tier</th><th className="text-end">Amount</th></tr></thead>
        <tbody>
          {invoice.dancers.flatMap((dancer) => dancer.lines.map((line, i) => (
            <tr key={`${dancer.dancerId}-${i}`}>
              <td>{i === 0 ? dancer.dancerName : ''}</td>
              <td>
                {line.kind === 'registration' ? 'Registration fee' : `${line.eventName ?? ''} with ${line.partnerName ?? ''}`}
                {line.discountLabel ? ` (${line.discountLabel})` : ''}
                {line.withdrawnAt !== undefined ? ' (withdrawn, not refunded)' : ''}
              </td>
              <td>{TIER[line.tier]}</td>
              <td className="text-end">{money(line.amount)}</td>
            </tr>
          )))}
        </tbody>
        <tfoot><tr><th colSpan={3}>Total charged</th><th className="text-end">{money(invoice.charged)}</th></tr></tfoot>
      </Table>
      {invoice.payments.length > 0 && (
        <Table size="sm" bordered aria-label={`Payments from ${billed}`}>
          <thead><tr><th>Date</th><th>Method</th><th>Reference</th><th className="text-end">Amount</th></tr></thead>
          <tbody>
            {invoice.payments.map((p) => (
              <tr key={p.paymentId}>
                <td>{new Date(p.recordedAt).toLocaleDateString()}</td>
                <td>{p.method}{p.reverses ? ' (reversal)' : ''}</td>
                <td>{p.reference ?? ''}</td>
                <td className="text-end">{money(p.amount)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <p className="fs-5"><strong>Balance due: {money(Math.max(invoice.balanceDue, 0))}</strong>{invoice.balanceDue < 0 ? ` (in credit ${money(-invoice.balanceDue)})` : ''}</p>
      {invoice.paymentInstructions && <p className="small"><strong>How to pay:</strong> {invoice.paymentInstructions}</p>}
    </section>
  );
}
