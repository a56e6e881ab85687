// One couple, one account (issue 19 items 1 and 2): a couple someone else registered is refused with a
// way forward, and an account stops at the couples cap. The database rules check ownership again on
// every write, and count the account's couples through the slots each couple claims (docs/SECURITY.md).
import { entryIdFor } from '../../domain/entries';
import type { CompetitionEvent } from '../../domain/model';
import { type Account, type Couple, accountCapProblem, coupleOutcome } from '../../domain/people';

export interface CoupleAccountProblem {
  kind: 'couple-exists' | 'account-cap';
  message: string;
}

/** Null when this account may register the couple; `cap` is the organiser's setting (default 4). */
export function coupleAccountProblem(
  names: { leadName: string; followName: string },
  account: Account,
  events: Readonly<Record<string, CompetitionEvent>>,
  cap?: number,
  couples: Readonly<Record<string, Couple>> = {},
): CoupleAccountProblem | null {
  const records = { couples, people: {}, events };
  const outcome = coupleOutcome(names, account, records);
  if (outcome.kind === 'couple-exists') return { kind: 'couple-exists', message: outcome.message };
  if (outcome.kind === 'own') return null;
  const capProblem = accountCapProblem(account, entryIdFor(names.leadName, names.followName), records, cap);
  return capProblem ? { kind: 'account-cap', message: capProblem.message } : null;
}
