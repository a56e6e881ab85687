// Registration writes: every action is one atomic update, refused as a whole when any part is refused.
import type { Registrant } from '../../domain/model';
import { trackAction } from '../../data/actions-in-flight';
import { paths } from '../../data/paths';
import {
  type RegisteredEntry, type RegistrationRefusal, type RegistrationRequest, planRegistration,
} from '../../domain/registration/registration-plan';
import { getDbWriter } from '../../data/writes/db-writer';
import { loadEvent } from '../../data/snapshot';
import { withdrawOwnEntryPatch } from '../../domain/fees';
import { atServerTime } from '../money/withdrawal-time';
import { loadCoupleRecords } from '../../data/registration/couple-records';

/** Refused before anything was written: the screen shows `message` beside the event (or the form). */
export class RegistrationRefusedError extends Error {
  constructor(readonly eventName: string | null, readonly refusal: RegistrationRefusal) {
    super(eventName ? `${eventName}: ${refusal.message}` : refusal.message);
    this.name = 'RegistrationRefusedError';
  }
}

/** A registrant who signs in again keeps their record's creation time; the rest is rewritten. */
async function withExistingRegistrant(request: RegistrationRequest): Promise<RegistrationRequest> {
  const { registerer } = request;
  if (registerer.kind !== 'competitor' || registerer.existing || registerer.writeRegistrant === false) return request;
  const existing = (await getDbWriter().readOnce(paths.registrant(registerer.uid))) as Registrant | null;
  return existing ? { ...request, registerer: { ...registerer, existing } } : request;
}

/**
 * Writes the entries with the couple's and people's records and the account's slot claim, in one update.
 * Throws RegistrationRefusedError (duplicate, missing name, no events, couple of another account, cap) or
 * the database's DbError.
 */
export function registerCouple(request: RegistrationRequest): Promise<RegisteredEntry[]> {
  return trackAction(async () => {
    const first = planRegistration(request);
    if (!first.ok) throw new RegistrationRefusedError(first.eventName, first.refusal);
    const withRegistrant = await withExistingRegistrant(request);
    const plan = planRegistration({ ...withRegistrant, records: await loadCoupleRecords(request.couple, request.registerer) });
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
