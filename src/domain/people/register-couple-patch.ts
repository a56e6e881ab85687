// Creating a couple's records at registration: both person records (only what is new) and the couple,
// after the "couple exists" and account-cap checks. Entries are added separately (entries/entry-updates).
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import type { Account } from './account';
import { accountCapProblem } from './account-cap';
import { type Couple, makeCouple } from './couple';
import { coupleOutcome } from './couple-outcome';
import { type Person, type PersonInput, makePerson } from './person';
import type { CompetitionEvent } from '../model';

export class CoupleExistsError extends Error {
  constructor(readonly coupleId: string, message: string) {
    super(message);
    this.name = 'CoupleExistsError';
  }
}

export interface RegisterCoupleInput {
  lead: PersonInput;
  follow: PersonInput;
  /** The couple's team for entries and billing. */
  affiliation: string;
  createdAt: number;
}

export interface RegisterCoupleRecords {
  couples: Readonly<Record<string, Couple>>;
  people: Readonly<Record<string, Person>>;
  events: Readonly<Record<string, CompetitionEvent>>;
  /** Organiser setting; default DEFAULT_COUPLES_PER_ACCOUNT. */
  cap?: number;
}

/** A known person keeps their record; only an e-mail they lacked is added. */
function personUpdate(update: TreeUpdate, person: Person, existing: Person | undefined): void {
  if (!existing) update[paths.person(person.personId)] = person;
  else if (existing.email === undefined && person.email !== undefined) update[paths.personField(person.personId, 'email')] = person.email;
}

/** Throws PersonInputError, CoupleExistsError or AccountCapError; an own couple writes nothing new. */
export function registerCouplePatch(input: RegisterCoupleInput, account: Account, records: RegisterCoupleRecords): { coupleId: string; update: TreeUpdate } {
  const lead = makePerson(input.lead);
  const follow = makePerson(input.follow);
  const outcome = coupleOutcome({ leadName: lead.name, followName: follow.name }, account, records);
  if (outcome.kind === 'couple-exists') throw new CoupleExistsError(outcome.coupleId, outcome.message);
  if (outcome.kind === 'own') return { coupleId: outcome.coupleId, update: {} };
  const couple = makeCouple(lead, follow, input.affiliation, account.uid, input.createdAt);
  const capProblem = accountCapProblem(account, couple.coupleId, records, records.cap);
  if (capProblem) throw capProblem;
  const update: TreeUpdate = { [paths.couple(couple.coupleId)]: couple };
  personUpdate(update, lead, records.people[lead.personId]);
  personUpdate(update, follow, records.people[follow.personId]);
  return { coupleId: couple.coupleId, update };
}
