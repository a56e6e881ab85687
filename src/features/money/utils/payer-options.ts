// The payer choices of the payment form: every team, then every dancer (a team dancer may pay alone).
import type { Payer, Statement } from '../../../domain/money';

export interface PayerOption {
  value: string;
  label: string;
  payer: Payer;
}

export function payerOptions(statement: Statement): PayerOption[] {
  const teams = Object.keys(statement.teams).sort().map((affiliation): PayerOption => ({
    value: `team:${affiliation}`, label: `Team: ${affiliation}`, payer: { kind: 'team', affiliation },
  }));
  const dancers = Object.values(statement.dancers)
    .sort((a, b) => a.dancerName.localeCompare(b.dancerName))
    .map((d): PayerOption => ({ value: `dancer:${d.dancerId}`, label: `Dancer: ${d.dancerName} (${d.affiliation})`, payer: { kind: 'dancer', dancerId: d.dancerId } }));
  return [...teams, ...dancers];
}

/** What the payment's payer is called on screen. */
export function payerName(payer: Payer, statement: Statement): string {
  if (payer.kind === 'team') return payer.affiliation;
  return statement.dancers[payer.dancerId]?.dancerName ?? payer.dancerId;
}
