// What the team and each of its couples owe and have paid (domain/money's statement). Charges come from the public
// fees, entries and withdrawals; payments from what the reader may read: the whole ledger for an organiser, the
// account's own copies (accountPayments/<uid>) for the captain. A team is billed as one; a couple's paid column
// counts payments made against its own dancers.
import Table from 'react-bootstrap/Table';
import { type FeeSchedule, type Statement, coupleTotals, formatMoney } from '../../../domain/money';
import type { TeamCouple } from '../../../domain/registration';
import { teamKeyOf } from '../../../domain/results';

export interface TeamMoneyProps {
  team: string;
  couples: readonly TeamCouple[];
  statement: Statement | null;
  schedule: FeeSchedule | null;
}

export function TeamMoney({ team, couples, statement, schedule }: TeamMoneyProps) {
  if (!statement || !schedule) {
    return (
      <section aria-labelledby="team-money" className="mb-4 d-print-none">
        <h2 id="team-money" className="h5">Money</h2>
        <p className="text-secondary">The organisers have not set the fees yet.</p>
      </section>
    );
  }
  const { currency } = schedule;
  const key = teamKeyOf(team);
  const account = Object.values(statement.teams).find((t) => teamKeyOf(t.affiliation) === key);
  return (
    <section aria-labelledby="team-money" className="mb-4 d-print-none">
      <h2 id="team-money" className="h5">Money</h2>
      <Table size="sm" aria-label="What the team and each couple owe">
        <thead><tr><th scope="col">Billed to</th><th scope="col" className="text-end">Charged</th><th scope="col" className="text-end">Paid</th><th scope="col" className="text-end">Balance due</th></tr></thead>
        <tbody>
          {account && (
            <tr aria-label={`${account.affiliation} (team)`} className="fw-semibold">
              <th scope="row">{account.affiliation} (team)</th>
              <td className="text-end">{formatMoney(account.charged, currency)}</td>
              <td className="text-end">{formatMoney(account.paid, currency)}</td>
              <td className="text-end">{formatMoney(account.due, currency)}</td>
            </tr>
          )}
          {couples.map((couple) => {
            const totals = coupleTotals(statement, couple.entry.leadId, couple.entry.followId);
            const label = `${couple.entry.leadName} & ${couple.entry.followName}`;
            return (
              <tr key={couple.entryId} aria-label={label}>
                <th scope="row" className="fw-normal">{label}</th>
                <td className="text-end">{formatMoney(totals.charged, currency)}</td>
                <td className="text-end">{formatMoney(totals.paid, currency)}</td>
                <td className="text-end">{formatMoney(totals.due, currency)}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <p className="small text-secondary mb-0">The team’s line covers all its dancers and every payment made for the team; a couple’s line counts payments made for its own dancers.</p>
    </section>
  );
}
