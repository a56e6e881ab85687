// The dancers' e-mails (issue 19.2): a couple's entries belong to the account that made them and to the
// two dancers' e-mails. They are kept apart from the public records (coupleEmails/<coupleId>: the owner,
// the organiser and the dancers read it) with a reverse index (emailCouples/<emailKey>/<coupleId>) so a
// dancer can find the couples that name them. The rules give a dancer rights only once the identity
// provider has verified the address: a typed e-mail proves nothing until its owner opens the link.
import { escapeKeyPart } from '../competitors';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';

export type DancerRole = 'lead' | 'follow';

export type { CoupleEmails } from '../records';
import type { CoupleEmails } from '../records';

/** The longest e-mail the rules accept. */
export const MAX_EMAIL_LENGTH = 200;

/** One @, a dot in the domain, no spaces or control characters (the rules check the same shape). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what an address may not hold
const EMAIL = /^[^\s@\u0000-\u001f\u007f]+@[^\s@\u0000-\u001f\u007f]+\.[^\s@\u0000-\u001f\u007f]+$/u;

export class DancerEmailError extends Error {
  constructor(readonly role: DancerRole, message: string) {
    super(message);
    this.name = 'DancerEmailError';
  }
}

/** Trimmed and lower-cased, so a typed capital does not make a second identity. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The index key for an address: the same escaping the rules apply to `auth.token.email`. */
export function emailKeyFor(email: string): string {
  return escapeKeyPart(normalizeEmail(email));
}

function parseOne(role: DancerRole, typed: string | undefined, name: string): string | undefined {
  const email = normalizeEmail(typed ?? '');
  if (email === '') return undefined;
  if (!EMAIL.test(email) || email.length > MAX_EMAIL_LENGTH) {
    throw new DancerEmailError(role, `“${typed?.trim()}” is not an e-mail address; check ${name}’s e-mail for typing mistakes.`);
  }
  return email;
}

/** What was typed for each dancer, normalised; blank means none. Throws DancerEmailError naming the dancer. */
export function parseCoupleEmails(typed: { lead?: string; follow?: string }, names: { leadName: string; followName: string }): CoupleEmails {
  const lead = parseOne('lead', typed.lead, names.leadName);
  const follow = parseOne('follow', typed.follow, names.followName);
  return { ...(lead ? { lead } : {}), ...(follow ? { follow } : {}) };
}

function addresses(emails: CoupleEmails | undefined): string[] {
  return [...new Set([emails?.lead, emails?.follow].filter((email): email is string => email !== undefined))];
}

/**
 * Sets a couple's dancers' e-mails, with the reverse index in the same update: entries for the new
 * addresses, removals for the ones no longer named. Nothing when nothing changes.
 */
export function coupleEmailsPatch(coupleId: string, before: CoupleEmails | undefined, after: CoupleEmails): TreeUpdate {
  const was = addresses(before);
  const now = addresses(after);
  if (before?.lead === after.lead && before?.follow === after.follow) return {};
  const update: TreeUpdate = {};
  for (const email of was) if (!now.includes(email)) update[paths.emailCouple(emailKeyFor(email), coupleId)] = null;
  for (const email of now) if (!was.includes(email)) update[paths.emailCouple(emailKeyFor(email), coupleId)] = true;
  update[paths.coupleEmails(coupleId)] = now.length === 0 ? null : { ...(after.lead ? { lead: after.lead } : {}), ...(after.follow ? { follow: after.follow } : {}) };
  return update;
}

/** Moves one couple's e-mails onto another (a merge): the kept couple keeps its own, and gains the ones it lacks. */
export function mergeCoupleEmailsPatch(fromId: string, from: CoupleEmails | undefined, intoId: string, into: CoupleEmails | undefined): TreeUpdate {
  const update = coupleEmailsPatch(fromId, from, {});
  const merged: CoupleEmails = { ...from, ...into };
  return { ...update, ...coupleEmailsPatch(intoId, into, merged) };
}
