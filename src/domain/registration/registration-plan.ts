// Turns a registration into the one multi-path update that writes it, after the domain's checks.
// Pure (no SDK calls), so the exact patch is tested on its own.
import { addEntry } from '../entries/add-entry';
import { addEntryUpdate } from '../entries/entry-updates';
import type { EntryInput, EntryRefusal } from '../entries/make-entry';
import { displayName } from '../entries/names';
import type { CompetitionEvent, Entry, Registrant } from '../model';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
// The database's own clock: rules compare instants with `now`, so a fast client clock cannot be refused.
import { SERVER_TIME } from '../server-time';

export interface CoupleInput {
  leadName: string;
  followName: string;
  affiliation: string;
  /** The team typed with 'Other', for the organiser's review. */
  affiliationOther?: string;
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
    }
  | { kind: 'organiser'; leadNumber?: number };

export interface RegistrationRequest {
  couple: CoupleInput;
  eventNames: readonly string[];
  /** The events as currently loaded: their entries for the duplicate check, their rounds for organisers. */
  events: Readonly<Record<string, CompetitionEvent>>;
  registerer: Registerer;
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
  | { code: 'unknown-event'; message: string };

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
    const result = planEvent(event, input, registerer);
    if (!result.ok) return { ok: false, eventName, refusal: result.refusal };
    entries.push({ eventName, entry: result.entry });
    Object.assign(patch, result.patch);
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
