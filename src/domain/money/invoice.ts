// An invoice per team or per independent dancer: line items by dancer and event with their tier,
// the payments, and the balance due. Plain data; the screen prints it.
import type { DancerStatement, Statement } from './balances';
import type { LineItem } from './charges';
import type { FeeSchedule } from './fee-schedule';
import type { Payment } from './payment';

export type BillTo = { kind: 'team'; affiliation: string } | { kind: 'dancer'; dancerId: string; dancerName: string; affiliation: string };

export interface InvoiceDancer {
  dancerId: string;
  dancerName: string;
  lines: LineItem[];
  subtotal: number;
}

export interface Invoice {
  competitionName: string;
  currency: string;
  billTo: BillTo;
  issuedAt: number;
  dancers: InvoiceDancer[];
  payments: Payment[];
  charged: number;
  paid: number;
  balanceDue: number;
  paymentInstructions?: string;
}

export class InvoiceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvoiceError';
  }
}

interface InvoiceContext {
  competitionName: string;
  schedule: FeeSchedule;
  issuedAt: number;
}

const toInvoiceDancer = (d: DancerStatement): InvoiceDancer => ({ dancerId: d.dancerId, dancerName: d.dancerName, lines: d.lines, subtotal: d.charged });
const byName = (a: InvoiceDancer, b: InvoiceDancer) => a.dancerName.localeCompare(b.dancerName) || a.dancerId.localeCompare(b.dancerId);

function invoice(context: InvoiceContext, billTo: BillTo, dancers: InvoiceDancer[], payments: Payment[], charged: number, paid: number): Invoice {
  return {
    competitionName: context.competitionName, currency: context.schedule.currency, billTo, issuedAt: context.issuedAt,
    dancers: [...dancers].sort(byName), payments, charged, paid, balanceDue: charged - paid,
    ...(context.schedule.paymentInstructions ? { paymentInstructions: context.schedule.paymentInstructions } : {}),
  };
}

export function teamInvoice(statement: Statement, affiliation: string, context: InvoiceContext): Invoice {
  const team = statement.teams[affiliation];
  if (!team) throw new InvoiceError(`No team "${affiliation}" has dancers entered, so there is nothing to invoice.`);
  const dancers = team.dancerIds.map((id) => toInvoiceDancer(statement.dancers[id]));
  return invoice(context, { kind: 'team', affiliation }, dancers, team.payments, team.charged, team.paid);
}

export function dancerInvoice(statement: Statement, dancerId: string, context: InvoiceContext): Invoice {
  const dancer = statement.dancers[dancerId];
  if (!dancer) throw new InvoiceError('That dancer has no entries, so there is nothing to invoice.');
  const billTo: BillTo = { kind: 'dancer', dancerId, dancerName: dancer.dancerName, affiliation: dancer.affiliation };
  return invoice(context, billTo, [toInvoiceDancer(dancer)], dancer.payments, dancer.charged, dancer.paid);
}

/** Every invoice to print: one per team, then one per independent dancer, each in name order. */
export function allInvoices(statement: Statement, context: InvoiceContext, isIndependent: (affiliation: string) => boolean): Invoice[] {
  const teams = Object.keys(statement.teams).sort().map((affiliation) => teamInvoice(statement, affiliation, context));
  const independents = Object.values(statement.dancers)
    .filter((d) => isIndependent(d.affiliation))
    .sort((a, b) => a.dancerName.localeCompare(b.dancerName))
    .map((d) => dancerInvoice(statement, d.dancerId, context));
  return [...teams, ...independents];
}
