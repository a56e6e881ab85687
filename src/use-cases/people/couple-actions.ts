// The organiser's actions on couples and accounts (issue 19): merge two records of one couple, transfer a
// couple to another account, set the per-account cap, grant or revoke team captain. Each is one update the
// domain builds from a fresh read; refusals carry the domain's reason.
import {
  type CoupleEmails, type MarksTree, mergeCouplesPatch, missingCoupleRecordsPatch, normalizeEmail, transferCouplePatch,
} from '../../domain/people';
import { paths } from '../../data/paths';
import { getDbWriter } from '../../data/writes/db-writer';
import { keyedRecord } from '../../data/keyed-record';
import { keyedOne, loadAllCoupleRecords, loadAllEvents, loadCouples } from '../../data/snapshot';

/** No registered account uses the e-mail: said in words, nothing written. */
export class AccountNotFoundError extends Error {
  constructor(email: string) {
    super(`No registered account uses ${email.trim()}. Ask the person to register (or sign in once) with that e-mail, then try again.`);
    this.name = 'AccountNotFoundError';
  }
}

/** The uid of the account signed up with this e-mail: registrants/<uid>/email, else a staff grant's email. */
export async function accountUidForEmail(email: string): Promise<string> {
  const wanted = normalizeEmail(email);
  const db = getDbWriter();
  const [registrants, roles] = await Promise.all([db.readOnce(paths.registrants()), db.readOnce(paths.roles())]);
  for (const source of [registrants, roles]) {
    const found = Object.entries(keyedRecord(source)).find(([, record]) => {
      const stored = (record as { email?: unknown } | null)?.email;
      return typeof stored === 'string' && normalizeEmail(stored) === wanted;
    });
    if (found) return found[0];
  }
  throw new AccountNotFoundError(email);
}

export async function mergeCouples(fromId: string, intoId: string): Promise<void> {
  const db = getDbWriter();
  const [events, marks, couples, fromEmails, intoEmails] = await Promise.all([
    loadAllEvents(), db.readOnce(paths.marks()), loadCouples(), db.readOnce(paths.coupleEmails(fromId)), db.readOnce(paths.coupleEmails(intoId)),
  ]);
  // Round numbers come back as array indexes; the domain wants records at every level it walks.
  const byRound = Object.fromEntries(Object.entries(keyedRecord(marks)).map(([event, rounds]) => [event, keyedRecord(rounds)])) as MarksTree;
  const emails = { ...keyedOne<CoupleEmails>(fromId, fromEmails), ...keyedOne<CoupleEmails>(intoId, intoEmails) };
  await db.update(mergeCouplesPatch({ fromId, intoId, events, marks: byRound, couples, emails, mergedAt: Date.now() }));
}

export async function transferCouple(coupleId: string, email: string): Promise<void> {
  const toUid = await accountUidForEmail(email);
  const [events, couples] = await Promise.all([loadAllEvents(), loadCouples()]);
  await getDbWriter().update(transferCouplePatch(coupleId, toUid, { couples, events }));
}

export function setCouplesPerAccount(cap: number): Promise<void> {
  return getDbWriter().update({ [paths.couplesPerAccount()]: cap });
}

/** Grants (or revokes) team captain to the account using `email`; resolves to its uid. */
export async function setTeamCaptain(email: string, granted: boolean): Promise<string> {
  const uid = await accountUidForEmail(email);
  const update: Record<string, unknown> = { [paths.teamCaptain(uid)]: granted ? true : null };
  // The grant keeps the address beside it, so the organiser's list can name the account.
  if (granted) update[paths.roleEmail(uid)] = normalizeEmail(email);
  await getDbWriter().update(update);
  return uid;
}

/** Records for every couple known only from entries (older, imported or desk entries); resolves to how many. */
export async function createMissingCoupleRecords(organiserUid: string): Promise<number> {
  const db = getDbWriter();
  const [events, records] = await Promise.all([loadAllEvents(), loadAllCoupleRecords()]);
  const patch = missingCoupleRecordsPatch(events, records, organiserUid);
  if (Object.keys(patch).length > 0) await db.update(patch);
  return Object.keys(patch).filter((path) => path.startsWith(`${paths.couples()}/`)).length;
}
