// The dancers' e-mails of a couple (issue 19.2): read and changed by the couple's owner or the organiser;
// a dancer signed in with a verified address finds the couples that name it through the reverse index.
import { type CoupleEmails, coupleEmailsPatch, emailKeyFor, parseCoupleEmails } from '../../domain/people';
import type { AuthUser } from '../auth/auth-user';
import { DbError } from '../errors';
import { paths } from '../paths';
import { type DbValue, useDbValue } from '../use-db-value';
import { getDbWriter } from '../writes/db-writer';
import { coupleEmailsSchema, coupleSchema, emailCouplesSchema } from './people-schemas';

/** The couple's dancers' e-mails; `null` waits (no couple chosen yet). */
export function useCoupleEmails(coupleId: string | null): DbValue<CoupleEmails> {
  return useDbValue(coupleId === null ? null : paths.coupleEmails(coupleId), coupleEmailsSchema);
}

/** The couples whose dancers' e-mails name the account's address; nothing is read until the address is verified. */
export function useDancerCouples(user: AuthUser | null): DbValue<Record<string, true>> {
  const email = user?.emailVerified && user.email ? user.email : null;
  return useDbValue(email === null ? null : paths.emailCouples(emailKeyFor(email)), emailCouplesSchema);
}

/** The same, read once at the moment of writing (registration's ownership check). */
export async function loadDancerCouples(email: string): Promise<string[]> {
  const found = await getDbWriter().readOnce(paths.emailCouples(emailKeyFor(email)));
  return found !== null && typeof found === 'object' ? Object.keys(found) : [];
}

/**
 * Replaces the couple's dancers' e-mails with what was typed (blank removes one), with the reverse index,
 * in one update. Throws DancerEmailError naming the dancer, or DbError when the couple has no record.
 */
export async function setCoupleEmails(coupleId: string, typed: { lead: string; follow: string }): Promise<void> {
  const db = getDbWriter();
  const [record, before] = await Promise.all([db.readOnce(paths.couple(coupleId)), db.readOnce(paths.coupleEmails(coupleId))]);
  const couple = coupleSchema.safeParse(record);
  if (!couple.success) throw new DbError('invalid-data', 'This couple has no record yet; ask the organiser to create the missing records first.');
  const after = parseCoupleEmails(typed, couple.data);
  const current = coupleEmailsSchema.safeParse(before);
  const patch = coupleEmailsPatch(coupleId, current.success ? current.data : undefined, after);
  if (Object.keys(patch).length > 0) await db.update(patch);
}
