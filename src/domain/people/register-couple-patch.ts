// Creating a couple's records at registration: both person records (only what is new), the couple and,
// for an ordinary account, the numbered slot it claims (how the rules cap an account), after the
// "couple exists" and account-cap checks. The entries go in the same update (registration/registration-plan).
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import type { Account } from './account';
import { AccountCapError, DEFAULT_COUPLES_PER_ACCOUNT, accountCapProblem } from './account-cap';
import { type Couple, makeCouple } from './couple';
import { type CoupleEmails, coupleEmailsPatch } from './couple-emails';
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
  /** The dancers' e-mails (parsed), kept privately with a new couple: verified, they manage it too. */
  emails?: CoupleEmails;
}

export interface RegisterCoupleRecords {
  couples: Readonly<Record<string, Couple>>;
  people: Readonly<Record<string, Person>>;
  events: Readonly<Record<string, CompetitionEvent>>;
  /** Organiser setting; default DEFAULT_COUPLES_PER_ACCOUNT. */
  cap?: number;
  /** accountCouples/<uid> of the account registering: the slots it has claimed (slot → coupleId). */
  slots?: Readonly<Record<string, string>>;
}

export interface RegisteredCouple {
  coupleId: string;
  update: TreeUpdate;
  /** The slot claimed, when the update creates an ordinary account's couple. */
  slot?: number;
}

/** The lowest slot number the account has not claimed. */
export function nextFreeSlot(slots: Readonly<Record<string, string>> = {}): number {
  let slot = 0;
  while (slots[String(slot)] !== undefined) slot += 1;
  return slot;
}

/**
 * A person record is created once and never rewritten at registration (the rules refuse a competitor's
 * write to an existing one). No e-mail is stored there: people/ is public (couple-emails.ts keeps them).
 */
function personUpdate(update: TreeUpdate, person: Person, existing: Person | undefined): void {
  if (existing) return;
  update[paths.person(person.personId)] = { personId: person.personId, name: person.name, affiliation: person.affiliation };
}

/** Entries made before couple records existed belong to the account that made them. */
function ownerFromEntries(events: Readonly<Record<string, CompetitionEvent>>, coupleId: string): string | undefined {
  return Object.values(events).map((event) => event.entries?.[coupleId]?.registeredBy).find((uid) => uid !== undefined);
}

/**
 * Throws PersonInputError, CoupleExistsError or AccountCapError. A couple that already has a record the
 * account manages writes nothing new; one known only from older entries gets its record now, owned by
 * the account that made those entries.
 */
export function registerCouplePatch(input: RegisterCoupleInput, account: Account, records: RegisterCoupleRecords): RegisteredCouple {
  const lead = makePerson(input.lead);
  const follow = makePerson(input.follow);
  const outcome = coupleOutcome({ leadName: lead.name, followName: follow.name }, account, records);
  if (outcome.kind === 'couple-exists') throw new CoupleExistsError(outcome.coupleId, outcome.message);
  if (outcome.kind === 'own' && records.couples[outcome.coupleId]) return { coupleId: outcome.coupleId, update: {} };
  const ownerUid = (outcome.kind === 'own' ? ownerFromEntries(records.events, outcome.coupleId) : undefined) ?? account.uid;
  const couple: Couple = makeCouple(lead, follow, input.affiliation, ownerUid, input.createdAt);
  const update: TreeUpdate = {};
  const slot = ownerUid === account.uid && !account.organiser && !account.teamCaptain ? claimSlot(account, couple.coupleId, records) : undefined;
  if (slot !== undefined) update[paths.accountCouple(account.uid, slot)] = couple.coupleId;
  update[paths.couple(couple.coupleId)] = slot === undefined ? couple : { ...couple, slot };
  personUpdate(update, lead, records.people[lead.personId]);
  personUpdate(update, follow, records.people[follow.personId]);
  if (input.emails) Object.assign(update, coupleEmailsPatch(couple.coupleId, undefined, input.emails));
  return { coupleId: couple.coupleId, update, ...(slot !== undefined ? { slot } : {}) };
}

/** The next free slot, refused at the cap (counting the couples the account registered before slots, too). */
function claimSlot(account: Account, coupleId: string, records: RegisterCoupleRecords): number {
  const cap = records.cap ?? DEFAULT_COUPLES_PER_ACCOUNT;
  const capProblem = accountCapProblem(account, coupleId, records, cap);
  if (capProblem) throw capProblem;
  const slot = nextFreeSlot(records.slots);
  if (slot >= cap) throw new AccountCapError(cap, Object.keys(records.slots ?? {}).length);
  return slot;
}
