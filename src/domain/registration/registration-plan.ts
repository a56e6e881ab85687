// Turns a registration into the one multi-path update that writes it, after the domain's checks.
// Pure (no SDK calls), so the exact patch is tested on its own.
import { addEntry } from '../entries';
import { addEntryUpdate } from '../entries';
import type { EntryInput, EntryRefusal } from '../entries';
import { displayName } from '../competitors';
import type { CompetitionEvent, Entry, Registrant } from '../model';
import {
  type Account, AccountCapError, type Couple, CoupleExistsError, DancerEmailError, type Person, PersonInputError, parseCoupleEmails, registerCouplePatch,
} from '../people';
import { paths } from '../tree-paths';
import { eventEntryClosed } from './event-entry-window';
import type { TreeUpdate } from '../tree-update';
// The database's own clock: rules compare instants with `now`, so a fast client clock cannot be refused.
import { SERVER_TIME } from '../server-time';

export interface CoupleInput {
  leadName: string;
  followName: string;
  affiliation: string;
  /** The team typed with 'Other', for the organiser's review. */
  affiliationOther?: string;
  /** The dancers' e-mails, kept privately with a new couple (people/couple-emails.ts); blank for none. */
  leadEmail?: string;
  followEmail?: string;
}

/**
 * Who registers: a competitor's account (entries carry their uid; the rules let them write entries
 * only), or an organiser on someone's behalf (late entries also go onto a first round not yet started).
 */
export type Registerer =
  | {
      kind: 'competitor';
      uid: string;
      email: string;
      existing?: Registrant;
      /** False when adding events to a couple registered before: the consents were accepted then. */
      writeRegistrant?: boolean;
      /** The identity provider verified `email`: the couples naming it as a dancer's are the account's too. */
      emailVerified?: boolean;
    }
  | { kind: 'organiser'; uid: string; leadNumber?: number };

/**
 * What the database holds about this couple and this account (issue 19): the couple's record when there is one, the
 * two dancers' person records that exist, the account's claimed slots, its team captain grant and the cap.
 */
export interface CoupleRecords {
  couples: Readonly<Record<string, Couple>>;
  people: Readonly<Record<string, Person>>;
  slots?: Readonly<Record<string, string>>;
  teamCaptain?: boolean;
  cap?: number;
  /** Couples naming the account's verified e-mail as a dancer's: it manages them as their owner does. */
  dancerOf?: readonly string[];
}

export interface RegistrationRequest {
  couple: CoupleInput;
  eventNames: readonly string[];
  /** The events as currently loaded: their entries for the duplicate check, their rounds for organisers. */
  events: Readonly<Record<string, CompetitionEvent>>;
  registerer: Registerer;
  /**
   * Given: the plan also writes the couple's records and slot claim, refusing another account's couple and
   * the cap. Absent: the entries are checked alone (the form's check before the account is known).
   */
  records?: CoupleRecords;
  /** Used only for the entries returned to the screen; the database stamps its own time. */
  now: number;
}

export interface RegisteredEntry {
  eventName: string;
  entry: Entry;
}

export type RegistrationRefusal =
  | EntryRefusal
  | { code: 'no-events'; message: string }
  | { code: 'unknown-event'; message: string }
  | { code: 'event-started'; message: string }
  | { code: 'couple-exists'; coupleId: string; message: string }
  | { code: 'account-cap'; message: string }
  | { code: 'couple-record'; message: string }
  | { code: 'dancer-email'; role: 'lead' | 'follow'; message: string };

export type RegistrationPlan =
  | { ok: true; entries: RegisteredEntry[]; patch: TreeUpdate }
  | { ok: false; eventName: string | null; refusal: RegistrationRefusal };

type EventPlan = { ok: true; entry: Entry; patch: TreeUpdate } | { ok: false; refusal: EntryRefusal };

function planEvent(event: CompetitionEvent, input: EntryInput, registerer: Registerer): EventPlan {
  const result = registerer.kind === 'organiser' ? addEntryUpdate(event, input) : addEntry(event.entries, input);
  if (!result.ok) return result;
  const patch = 'update' in result ? { ...result.update } : {};
  patch[paths.eventEntry(event.eventName, result.entry.entryId)] = { ...result.entry, registeredTime: SERVER_TIME };
  return { ok: true, entry: result.entry, patch };
}

export function planRegistration(request: RegistrationRequest): RegistrationPlan {
  if (request.eventNames.length === 0) {
    return { ok: false, eventName: null, refusal: { code: 'no-events', message: 'Choose at least one event.' } };
  }
  const { registerer } = request;
  const input: EntryInput = {
    ...request.couple,
    registeredTime: request.now,
    ...(registerer.kind === 'competitor' ? { registeredBy: registerer.uid } : {}),
    ...(registerer.kind === 'organiser' && registerer.leadNumber !== undefined ? { leadNumber: registerer.leadNumber } : {}),
  };
  const entries: RegisteredEntry[] = [];
  const patch: TreeUpdate = {};
  for (const eventName of request.eventNames) {
    const event = request.events[eventName];
    if (!event) {
      return { ok: false, eventName, refusal: { code: 'unknown-event', message: 'This event no longer exists; reload the page.' } };
    }
    // A competitor's late entry is refused by the rules once the first round has started; the organiser may.
    const started = registerer.kind === 'competitor' ? eventEntryClosed(event) : null;
    if (started) return { ok: false, eventName, refusal: { code: 'event-started', message: started } };
    const result = planEvent(event, input, registerer);
    if (!result.ok) return { ok: false, eventName, refusal: result.refusal };
    entries.push({ eventName, entry: result.entry });
    Object.assign(patch, result.patch);
  }
  if (request.records) {
    const couple = coupleRecordsPlan(request, request.records);
    if (!couple.ok) return { ok: false, eventName: null, refusal: couple.refusal };
    Object.assign(patch, couple.update);
  }
  if (registerer.kind === 'competitor' && registerer.writeRegistrant !== false) {
    patch[paths.registrant(registerer.uid)] = registrantRecord(request.couple, registerer);
  }
  return { ok: true, entries, patch };
}

function registrantRecord(couple: CoupleInput, registerer: Extract<Registerer, { kind: 'competitor' }>) {
  return {
    email: registerer.email,
    leadName: displayName(couple.leadName),
    followName: displayName(couple.followName),
    waiverAcceptedAt: SERVER_TIME,
    mediaReleaseAcceptedAt: SERVER_TIME,
    createdAt: registerer.existing?.createdAt ?? SERVER_TIME,
  };
}

/** The couple's and people's records and the slot claim, in the same update as the entries. */
function coupleRecordsPlan(request: RegistrationRequest, records: CoupleRecords): { ok: true; update: TreeUpdate } | { ok: false; refusal: RegistrationRefusal } {
  const { registerer, couple } = request;
  const account: Account = registerer.kind === 'organiser'
    ? { uid: registerer.uid, organiser: true }
    : { uid: registerer.uid, ...(records.teamCaptain ? { teamCaptain: true } : {}), ...(records.dancerOf ? { dancerOf: records.dancerOf } : {}) };
  try {
    const dancer = (name: string) => ({ name, affiliation: couple.affiliation });
    const emails = parseCoupleEmails({ lead: couple.leadEmail, follow: couple.followEmail }, couple);
    const { coupleId, update } = registerCouplePatch(
      { lead: dancer(couple.leadName), follow: dancer(couple.followName), affiliation: couple.affiliation, createdAt: request.now, emails },
      account,
      { ...records, events: request.events },
    );
    // Stamped by the database, as the entries are: the rules refuse a creation time ahead of theirs.
    const record = update[paths.couple(coupleId)];
    if (record) update[paths.couple(coupleId)] = { ...(record as object), createdAt: SERVER_TIME };
    return { ok: true, update };
  } catch (error) {
    if (error instanceof CoupleExistsError) return { ok: false, refusal: { code: 'couple-exists', coupleId: error.coupleId, message: error.message } };
    if (error instanceof AccountCapError) return { ok: false, refusal: { code: 'account-cap', message: error.message } };
    if (error instanceof PersonInputError) return { ok: false, refusal: { code: 'couple-record', message: error.message } };
    if (error instanceof DancerEmailError) return { ok: false, refusal: { code: 'dancer-email', role: error.role, message: error.message } };
    throw error;
  }
}
