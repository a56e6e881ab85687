// Registration writes: every action is one atomic update, refused as a whole when any part is refused.
// (The form's whole action, account step included, is submit-registration.ts.)
import type { Registrant } from '../../domain/model';
import { trackAction } from '../../data/actions-in-flight';
import { paths } from '../../data/paths';
import {
  type RegisteredEntry, type RegistrationRefusal, type RegistrationRequest, planRegistration,
} from '../../domain/registration';
import { getDbWriter } from '../../data/writes/db-writer';
import { loadEvent } from '../../data/snapshot';
import { withdrawOwnEntryPatch } from '../../domain/money';
import { atServerTime } from '../money/withdrawal-time';
import { loadCoupleRecords } from '../../data/registration/couple-records';

/** Refused before anything was written: the screen shows `message` beside the event (or the form). */
export class RegistrationRefusedError extends Error {
  constructor(readonly eventName: string | null, readonly refusal: RegistrationRefusal) {
    super(eventName ? `${eventName}: ${refusal.message}` : refusal.message);
    this.name = 'RegistrationRefusedError';
  }
}

/**
 * The request with what the database holds now: the registrant's record (one who signs in again keeps its
 * creation time; the rest is rewritten) and the couple's and the account's records.
 */
export async function withRecords(request: RegistrationRequest): Promise<RegistrationRequest> {
  const { registerer } = request;
  const readRegistrant = registerer.kind === 'competitor' && !registerer.existing && registerer.writeRegistrant !== false;
  const [existing, records] = await Promise.all([
    readRegistrant ? (getDbWriter().readOnce(paths.registrant(registerer.uid)) as Promise<Registrant | null>) : null,
    loadCoupleRecords(request.couple, registerer),
  ]);
  const known = existing && registerer.kind === 'competitor' ? { registerer: { ...registerer, existing } } : {};
  return { ...request, ...known, records };
}

/**
 * Writes the entries with the couple's and people's records and the account's slot claim, in one update:
 * the records read once, the plan computed once. Throws RegistrationRefusedError (duplicate, missing name,
 * no events, couple of another account, cap) or the database's DbError.
 */
export function registerCouple(request: RegistrationRequest): Promise<RegisteredEntry[]> {
  return trackAction(async () => {
    const plan = planRegistration(await withRecords(request));
    if (!plan.ok) throw new RegistrationRefusedError(plan.eventName, plan.refusal);
    await getDbWriter().update(plan.patch);
    return plan.entries;
  });
}

/** The registrant's own entry leaves the event, kept under withdrawals/ (the refund rule), in one update. */
export function withdrawEntry(eventName: string, entryId: string, uid: string): Promise<void> {
  return trackAction(async () => {
    const event = await loadEvent(eventName);
    await getDbWriter().update(atServerTime(withdrawOwnEntryPatch(event, entryId, uid, 0), eventName, entryId));
  });
}
