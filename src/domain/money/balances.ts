// Balances from the line items and the payments ledger: per dancer, per couple and per team.
// A team's charges are the sum of its dancers'; a payment against a dancer also counts for their team.
import type { LineItem } from './charges';
import { isIndependentAffiliation } from './affiliation-kind';
import type { Payment } from './payment';

export interface Totals {
  charged: number;
  paid: number;
  /** charged − paid; negative when the payer is in credit. */
  due: number;
}

export interface DancerStatement extends Totals {
  dancerId: string;
  dancerName: string;
  affiliation: string;
  lines: LineItem[];
  /** Payments recorded against this dancer (not their team's). */
  payments: Payment[];
}

export interface TeamStatement extends Totals {
  affiliation: string;
  dancerIds: string[];
  /** Payments against the team and against its dancers, in the order recorded. */
  payments: Payment[];
}

export interface Statement {
  dancers: Record<string, DancerStatement>;
  /** Teams only; independent dancers (Other, TBA) are billed one by one. */
  teams: Record<string, TeamStatement>;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const byRecorded = (a: Payment, b: Payment) => a.recordedAt - b.recordedAt || a.paymentId.localeCompare(b.paymentId);

export function computeStatement(lines: readonly LineItem[], payments: readonly Payment[]): Statement {
  const ordered = [...payments].sort(byRecorded);
  const dancers: Record<string, DancerStatement> = {};
  for (const line of lines) {
    const dancer = dancers[line.dancerId] ??= {
      dancerId: line.dancerId, dancerName: line.dancerName, affiliation: line.affiliation,
      lines: [], payments: ordered.filter((p) => p.payer.kind === 'dancer' && p.payer.dancerId === line.dancerId),
      charged: 0, paid: 0, due: 0,
    };
    dancer.lines.push(line);
  }
  for (const dancer of Object.values(dancers)) {
    dancer.charged = sum(dancer.lines.map((line) => line.amount));
    dancer.paid = sum(dancer.payments.map((p) => p.amount));
    dancer.due = dancer.charged - dancer.paid;
  }
  const teams: Record<string, TeamStatement> = {};
  for (const dancer of Object.values(dancers)) {
    if (isIndependentAffiliation(dancer.affiliation)) continue;
    const team = teams[dancer.affiliation] ??= { affiliation: dancer.affiliation, dancerIds: [], payments: [], charged: 0, paid: 0, due: 0 };
    team.dancerIds.push(dancer.dancerId);
  }
  for (const team of Object.values(teams)) {
    const members = new Set(team.dancerIds);
    team.payments = ordered.filter((p) =>
      (p.payer.kind === 'team' && p.payer.affiliation === team.affiliation) || (p.payer.kind === 'dancer' && members.has(p.payer.dancerId)));
    team.charged = sum(team.dancerIds.map((id) => dancers[id].charged));
    team.paid = sum(team.payments.map((p) => p.amount));
    team.due = team.charged - team.paid;
  }
  return { dancers, teams };
}
