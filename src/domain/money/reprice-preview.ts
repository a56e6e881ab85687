// Re-pricing after a fee change (issue 31): by default a change applies to new entries only. The organiser may
// move earlier entries onto today's prices, but first sees who would change and by how much; a team or dancer
// who has paid in full keeps the price they paid (paid stays paid).
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import { SERVER_TIME } from '../server-time';
import { type Statement, type Totals, computeStatement } from './balances';
import { type ChargeInputs, computeCharges } from './charges';
import type { Payment } from './payment';
import { billingKeyOf } from './price-history';
import { teamRateKey } from './team-rate-key';

export interface RepriceRow {
  billingKey: string;
  /** The team's name, or the independent dancer's. */
  payer: string;
  before: Totals;
  after: Totals;
  /** after.charged − before.charged, cents. */
  change: number;
  /** Paid in full at today's figures: re-pricing leaves this account alone. */
  keepsPrice: boolean;
}

function accounts(statement: Statement): { billingKey: string; payer: string; totals: Totals }[] {
  const teams = Object.values(statement.teams).map((team) => ({ billingKey: `team~${teamRateKey(team.affiliation)}`, payer: team.affiliation, totals: team }));
  const independents = Object.values(statement.dancers)
    .filter((dancer) => billingKeyOf(dancer.affiliation, dancer.dancerId).startsWith('dancer~'))
    .map((dancer) => ({ billingKey: billingKeyOf(dancer.affiliation, dancer.dancerId), payer: dancer.dancerName, totals: dancer }));
  return [...teams, ...independents];
}

/** Every team and independent dancer whose charges re-pricing would change, the largest change first. */
export function repricePreview(inputs: ChargeInputs, payments: readonly Payment[]): RepriceRow[] {
  const before = accounts(computeStatement(computeCharges(inputs), payments));
  // Re-priced after every earlier price list ended: today's prices, whatever the clocks say.
  const repricedAt = { ...(inputs.history?.repricedAt ?? {}), ...Object.fromEntries(before.map((a) => [a.billingKey, Number.POSITIVE_INFINITY])) };
  const afterInputs: ChargeInputs = { ...inputs, history: { ...inputs.history, repricedAt } };
  const after = new Map(accounts(computeStatement(computeCharges(afterInputs), payments)).map((a) => [a.billingKey, a.totals]));
  return before
    .map((account): RepriceRow => {
      const next = after.get(account.billingKey) ?? account.totals;
      return {
        billingKey: account.billingKey, payer: account.payer, before: account.totals, after: next,
        change: next.charged - account.totals.charged,
        keepsPrice: account.totals.charged > 0 && account.totals.due <= 0,
      };
    })
    .filter((row) => row.change !== 0)
    .sort((a, b) => Math.abs(b.change) - Math.abs(a.change) || a.payer.localeCompare(b.payer));
}

/** One update: every previewed account that has not paid in full moves onto today's prices (the server's time). */
export function repricePatch(rows: readonly RepriceRow[]): TreeUpdate {
  return Object.fromEntries(rows.filter((row) => !row.keepsPrice).map((row) => [paths.repricedAt(row.billingKey), SERVER_TIME]));
}
