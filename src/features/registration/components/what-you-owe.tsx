// What the signed-in registrant owes and how to pay. Charges come from the public schedule and entries;
// payments from the account's own copies (accountPayments/<uid>), the only payments the rules let it read.
// Each couple is billed through its team (the team captain pays for all) or, without a team, dancer by dancer.
import { useMemo } from 'react';
import Table from 'react-bootstrap/Table';
import { useAuth } from '../../../data/auth/use-auth';
import { useAccountPayments } from '../../../data/money/use-money';
import { useMoneyStatement } from '../../../data/money/use-money-statement';
import { type Statement, coupleTotals, formatMoney, isIndependentAffiliation } from '../../../domain/money';
import type { CompetitionEvent } from '../../../domain/model';

interface Account {
  name: string;
  note: string;
  charged: number;
  paid: number;
  due: number;
}

function myAccounts(statement: Statement, events: Readonly<Record<string, CompetitionEvent>>, uid: string): Account[] {
  const dancerIds = new Set(Object.values(events).flatMap((event) => Object.values(event.entries ?? {}))
    .filter((entry) => entry.registeredBy === uid).flatMap((entry) => [entry.leadId, entry.followId]));
  const accounts = new Map<string, Account>();
  for (const id of dancerIds) {
    const dancer = statement.dancers[id];
    if (!dancer) continue;
    const team = isIndependentAffiliation(dancer.affiliation) ? undefined : statement.teams[dancer.affiliation];
    if (team) accounts.set(`team:${team.affiliation}`, { name: team.affiliation, note: `team, ${team.dancerIds.length} dancers`, charged: team.charged, paid: team.paid, due: team.due });
    else accounts.set(`dancer:${id}`, { name: dancer.dancerName, note: 'dancer', charged: dancer.charged, paid: dancer.paid, due: dancer.due });
  }
  return [...accounts.values()].sort((a, b) => a.name.localeCompare(b.name));
}

interface CoupleShare {
  entryId: string;
  label: string;
  charged: number;
  dancers: { name: string; charged: number }[];
}

/** Each couple's own share (both dancers' charges) and each dancer's, beside the team's total (issue 31). */
function coupleShares(statement: Statement, events: Readonly<Record<string, CompetitionEvent>>, uid: string): CoupleShare[] {
  const seen = new Map<string, CoupleShare>();
  for (const entry of Object.values(events).flatMap((event) => Object.values(event.entries ?? {}))) {
    if (entry.registeredBy !== uid || seen.has(entry.entryId)) continue;
    const dancers = [statement.dancers[entry.leadId], statement.dancers[entry.followId]].filter((d) => d !== undefined);
    seen.set(entry.entryId, {
      entryId: entry.entryId, label: `${entry.leadName} & ${entry.followName}`,
      charged: coupleTotals(statement, entry.leadId, entry.followId).charged,
      dancers: dancers.map((d) => ({ name: d.dancerName, charged: d.charged })),
    });
  }
  return [...seen.values()].sort((a, b) => a.label.localeCompare(b.label));
}

export function WhatYouOwe() {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const payments = useAccountPayments(uid);
  const { values, view } = useMoneyStatement(payments);
  const accounts = useMemo(() => (view.statement && uid ? myAccounts(view.statement, view.events, uid) : []), [view.statement, view.events, uid]);
  const shares = useMemo(() => (view.statement && uid ? coupleShares(view.statement, view.events, uid) : []), [view.statement, view.events, uid]);
  if (!uid || values.some((v) => v.loading || v.error) || !view.schedule || accounts.length === 0) return null;
  const { currency, paymentInstructions } = view.schedule;
  return (
    <section aria-labelledby="owe-heading" className="border rounded p-3 my-3">
      <h2 id="owe-heading" className="h5">What you owe</h2>
      <Table size="sm" aria-label="What you owe">
        <thead><tr><th>Billed to</th><th className="text-end">Charged</th><th className="text-end">Paid</th><th className="text-end">Balance due</th></tr></thead>
        <tbody>
          {accounts.map((a) => (
            <tr key={a.name} aria-label={a.name}>
              <th scope="row">{a.name} <span className="text-secondary small">({a.note})</span></th>
              <td className="text-end">{formatMoney(a.charged, currency)}</td>
              <td className="text-end">{formatMoney(a.paid, currency)}</td>
              <td className="text-end">{formatMoney(a.due, currency)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {shares.length > 0 && (
        <Table size="sm" aria-label="Each couple's share">
          <thead><tr><th>Couple</th><th className="text-end">Charged</th><th>Each dancer</th></tr></thead>
          <tbody>
            {shares.map((share) => (
              <tr key={share.entryId} aria-label={share.label}>
                <th scope="row">{share.label}</th>
                <td className="text-end">{formatMoney(share.charged, currency)}</td>
                <td className="small">{share.dancers.map((d) => `${d.name} ${formatMoney(d.charged, currency)}`).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <p className="small text-secondary mb-1">A team’s figures cover all its dancers; the team captain usually pays for everyone. Payments are recorded by the organisers; one made before you registered appears here once they send receipts.</p>
      {paymentInstructions && <p className="mb-0"><strong>How to pay:</strong> {paymentInstructions}</p>}
    </section>
  );
}
