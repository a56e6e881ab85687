// What a registration needs to know about the couple and the account (issue 19), read at the moment of
// writing: the couple's record, the two person records, the account's claimed slots, its team captain
// grant, the organiser's cap and, for a verified address, the couples naming it as a dancer's. Every path
// here is readable by the account registering.
import { competitorIdFor } from '../../domain/competitors';
import { entryIdFor } from '../../domain/entries';
import type { Couple, Person } from '../../domain/people';
import type { CoupleInput, CoupleRecords, Registerer } from '../../domain/registration';
import { paths } from '../paths';
import { loadDancerCouples } from '../people/dancer-emails';
import { getDbWriter } from '../writes/db-writer';
import { keyedRecord } from '../keyed-record';
import { keyedOne } from '../snapshot';

export async function loadCoupleRecords(couple: CoupleInput, registerer: Registerer): Promise<CoupleRecords> {
  const db = getDbWriter();
  const coupleId = entryIdFor(couple.leadName, couple.followName);
  const leadId = competitorIdFor(couple.leadName);
  const followId = competitorIdFor(couple.followName);
  const account = registerer.kind === 'competitor' ? registerer.uid : null;
  const dancerEmail = registerer.kind === 'competitor' && registerer.emailVerified ? registerer.email : null;
  const [record, lead, follow, slots, teamCaptain, cap, dancerOf] = await Promise.all([
    db.readOnce(paths.couple(coupleId)),
    db.readOnce(paths.person(leadId)),
    db.readOnce(paths.person(followId)),
    account === null ? null : db.readOnce(paths.accountCouples(account)),
    account === null ? null : db.readOnce(paths.teamCaptain(account)),
    db.readOnce(paths.couplesPerAccount()),
    dancerEmail === null ? [] : loadDancerCouples(dancerEmail),
  ]);
  return {
    couples: keyedOne<Couple>(coupleId, record),
    people: { ...keyedOne<Person>(leadId, lead), ...keyedOne<Person>(followId, follow) },
    // Slot numbers are keys 0, 1, …: the SDK may hand them back as an array.
    slots: keyedRecord(slots) as Record<string, string>,
    ...(teamCaptain === true ? { teamCaptain: true } : {}),
    ...(typeof cap === 'number' ? { cap } : {}),
    ...(dancerOf.length > 0 ? { dancerOf } : {}),
  };
}
