// The treasurer's spreadsheet: one row per team and per independent dancer, amounts as plain decimals.
import Papa from 'papaparse';
import { isIndependentAffiliation } from './affiliation-kind';
import type { Statement } from './balances';
import { centsToDecimal } from './money';

export const BALANCE_CSV_HEADER = ['Account', 'Name', 'Team', 'Dancers', 'Charged', 'Paid', 'Balance due', 'Currency'] as const;

export function balanceRows(statement: Statement, currency: string): string[][] {
  const teams = Object.values(statement.teams)
    .sort((a, b) => a.affiliation.localeCompare(b.affiliation))
    .map((t) => ['Team', t.affiliation, t.affiliation, String(t.dancerIds.length), centsToDecimal(t.charged), centsToDecimal(t.paid), centsToDecimal(t.due), currency]);
  const independents = Object.values(statement.dancers)
    .filter((d) => isIndependentAffiliation(d.affiliation))
    .sort((a, b) => a.dancerName.localeCompare(b.dancerName))
    .map((d) => ['Dancer', d.dancerName, d.affiliation, '1', centsToDecimal(d.charged), centsToDecimal(d.paid), centsToDecimal(d.due), currency]);
  return [[...BALANCE_CSV_HEADER], ...teams, ...independents];
}

export function balancesCsv(statement: Statement, currency: string): string {
  return Papa.unparse(balanceRows(statement, currency));
}
