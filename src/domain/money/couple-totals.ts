// A couple's share of a statement: on a file of its own, so a page that shows a statement (the captain's page)
// loads this without the arithmetic that makes one (balances.ts, charges.ts).
import type { DancerStatement, Statement, Totals } from './balances';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** A couple's share: both partners' lines and payments (each dancer's registration fee counted once). */
export function coupleTotals(statement: Statement, leadId: string, followId: string): Totals {
  const both = [statement.dancers[leadId], statement.dancers[followId]].filter((d): d is DancerStatement => d !== undefined);
  const charged = sum(both.map((d) => d.charged));
  const paid = sum(both.map((d) => d.paid));
  return { charged, paid, due: charged - paid };
}
