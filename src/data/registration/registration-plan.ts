// Turns a registration into the one multi-path update that writes it, after the domain's checks.
// Pure (no SDK calls), so the exact patch is tested on its own.
import { addEntry } from '../../domain/entries/add-entry';
import type { EntryRefusal } from '../../domain/entries/make-entry';
import { displayName } from '../../domain/entries/names';
import type { Entry, Registrant } from '../../domain/model';
import { paths } from '../paths';
import type { Patch } from './writer';

/** The database's own clock: rules compare instants with `now`, so a fast client clock cannot be refused. */
export const SERVER_TIME = Object.freeze({ '.sv': 'timestamp' });

export interface CoupleInput {
  leadName: string;
  followName: string;
  affiliation: string;
}

/** Who registers: a competitor's account (entries carry their uid), or an organiser on someone's behalf. */
export type Registerer =
  | { kind: 'competitor'; uid: string; email: string; existing?: Registrant }
  | { kind: 'organiser'; leadNumber?: number };

export interface RegistrationRequest {
  couple: CoupleInput;
  eventNames: readonly string[];
  /** The chosen events' current entries, for the duplicate check. */
  entriesByEvent: Readonly<Record<string, Readonly<Record<string, Entry>> | undefined>>;
  registerer: Registerer;
  /** Used only for the entries returned to the screen; the database stamps its own time. */
  now: number;
}

export interface RegisteredEntry {
  eventName: string;
  entry: Entry;
}

export type RegistrationRefusal = EntryRefusal | { code: 'no-events'; message: string };

export type RegistrationPlan =
  | { ok: true; entries: RegisteredEntry[]; patch: Patch }
  | { ok: false; eventName: string | null; refusal: RegistrationRefusal };

export function planRegistration(request: RegistrationRequest): RegistrationPlan {
  if (request.eventNames.length === 0) {
    return { ok: false, eventName: null, refusal: { code: 'no-events', message: 'Choose at least one event.' } };
  }
  const { registerer } = request;
  const entries: RegisteredEntry[] = [];
  const patch: Patch = {};
  for (const eventName of request.eventNames) {
    const result = addEntry(request.entriesByEvent[eventName], {
      ...request.couple,
      registeredTime: request.now,
      ...(registerer.kind === 'competitor' ? { registeredBy: registerer.uid } : {}),
      ...(registerer.kind === 'organiser' && registerer.leadNumber !== undefined ? { leadNumber: registerer.leadNumber } : {}),
    });
    if (!result.ok) return { ok: false, eventName, refusal: result.refusal };
    entries.push({ eventName, entry: result.entry });
    patch[paths.eventEntry(eventName, result.entry.entryId)] = { ...result.entry, registeredTime: SERVER_TIME };
  }
  if (registerer.kind === 'competitor') patch[paths.registrant(registerer.uid)] = registrantRecord(request.couple, registerer);
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

/** Withdrawing removes the entry; the rules let a competitor remove only their own, while registration is open. */
export function withdrawalPatch(eventName: string, entryId: string): Patch {
  return { [paths.eventEntry(eventName, entryId)]: null };
}
