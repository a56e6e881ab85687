// Every team and independent dancer with what they were charged, paid and still owe, and their invoice.
import Table from 'react-bootstrap/Table';
import { ScrollBox } from '../../../components/scroll-box';
import { Link } from 'react-router-dom';
import { type DeskRow, formatMoney } from '../../../domain/money';

export interface BalancesTableProps {
  rows: readonly DeskRow[];
  currency: string;
  /** The invoice link of a row; none on the desk view. */
  invoiceHref?: (row: DeskRow) => string;
  label: string;
}

const CHECK_IN = { all: 'Checked in', some: 'Partly checked in', none: 'Not checked in' } as const;

export function BalancesTable({ rows, currency, invoiceHref, label }: BalancesTableProps) {
  return (
    // The desk view has no links in it: the box itself takes focus so a keyboard can scroll it.
    <ScrollBox label={`${label}, scrolls sideways`}>
    <Table size="sm" aria-label={label}>
      <thead>
        <tr><th>Team or dancer</th><th className="text-end">Charged</th><th className="text-end">Paid</th><th className="text-end">Balance due</th><th>Check-in</th>{invoiceHref && <th>Invoice</th>}</tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.kind}:${row.name}`} aria-label={row.name} className={row.due > 0 ? 'table-warning' : undefined}>
            <th scope="row">{row.name}{row.kind === 'team' ? ` (${row.dancerNames.length} dancers)` : ''}</th>
            <td className="text-end">{formatMoney(row.charged, currency)}</td>
            <td className="text-end">{formatMoney(row.paid, currency)}</td>
            <td className="text-end">{row.due > 0 ? formatMoney(row.due, currency) : row.due < 0 ? `${formatMoney(-row.due, currency)} credit` : 'Paid'}</td>
            <td>{CHECK_IN[row.checkIn]}</td>
            {invoiceHref && <td><Link to={invoiceHref(row)} aria-label={`Invoice for ${row.name}`}>Invoice</Link></td>}
          </tr>
        ))}
      </tbody>
    </Table>
    </ScrollBox>
  );
}
