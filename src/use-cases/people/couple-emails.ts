// The dancers' e-mails of a couple (issue 19.2), changed by the couple's owner or the organiser: the couple's
// record and the e-mails as stored now, the domain's patch with the reverse index, one update.
import { coupleEmailsPatch, parseCoupleEmails } from '../../domain/people';
import { DbError } from '../../data/errors';
import { paths } from '../../data/paths';
import { coupleEmailsSchema, coupleSchema } from '../../data/people/people-schemas';
import { getDbWriter } from '../../data/writes/db-writer';

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
