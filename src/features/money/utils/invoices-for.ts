// Which invoices `?invoice=` asks for: 'team:<affiliation>', 'dancer:<name>' or '*' for every one.
import { type Invoice, type Statement, allInvoices, dancerInvoice, isIndependentAffiliation, teamInvoice } from '../../../domain/money';

export interface InvoiceContext {
  competitionName: string;
  schedule: Parameters<typeof teamInvoice>[2]['schedule'];
  issuedAt: number;
}

export function invoicesFor(selector: string, statement: Statement, context: InvoiceContext): Invoice[] {
  if (selector === '*') return allInvoices(statement, context, isIndependentAffiliation);
  if (selector.startsWith('team:')) return [teamInvoice(statement, selector.slice(5), context)];
  const name = selector.replace(/^dancer:/u, '');
  const dancer = Object.values(statement.dancers).find((d) => d.dancerName === name);
  return [dancerInvoice(statement, dancer?.dancerId ?? name, context)];
}

export function invoiceSelector(row: { kind: 'team' | 'dancer'; name: string }): string {
  return `${row.kind}:${row.name}`;
}
