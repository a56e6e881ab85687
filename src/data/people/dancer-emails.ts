// The dancers' e-mails of a couple (issue 19.2): read by the couple's owner or the organiser (changed by
// src/use-cases/people/couple-emails.ts);
// a dancer signed in with a verified address finds the couples that name it through the reverse index.
import { type CoupleEmails, emailKeyFor } from '../../domain/people';
import type { AuthUser } from '../auth/auth-user';
import { paths } from '../paths';
import { type DbValue, useDbValue } from '../use-db-value';
import { getDbWriter } from '../writes/db-writer';
import { coupleEmailsSchema, emailCouplesSchema } from './people-schemas';

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
