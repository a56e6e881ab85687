// couples/, people/, coupleEmails/ and emailCouples/ (issue 19): dancers, the couples they form, and the
// couples' private e-mails with their reverse index.
import { z } from 'zod';
import { keyed } from './stored-collections';

/** people/<personId>: one dancer, shared by every couple they dance in. */
export const personSchema = z.object({
  personId: z.string(),
  name: z.string(),
  affiliation: z.string(),
});
export type Person = z.infer<typeof personSchema>;

/** couples/<coupleId>: two person records, belonging to the account that registered them. */
export const coupleSchema = z.object({
  coupleId: z.string(),
  leadId: z.string(),
  followId: z.string(),
  leadName: z.string(),
  followName: z.string(),
  affiliation: z.string(),
  /** uid of the account that registered the couple (or received it by transfer). */
  ownerUid: z.string(),
  createdAt: z.number(),
  /**
   * The owner's numbered slot (accountCouples/<ownerUid>/<slot> = coupleId), claimed in the same update
   * that creates the record; the rules allow slots below the organiser's cap. Absent for a team captain's,
   * an organiser's and a transferred couple.
   */
  slot: z.number().int().optional(),
  /** Couple ids merged into this one → when. */
  mergedFrom: keyed(z.number()).optional(),
});
export type Couple = z.infer<typeof coupleSchema>;

export const couplesSchema = keyed(coupleSchema);

/** coupleEmails/<coupleId>: the two dancers' e-mails. */
export const coupleEmailsSchema = z.object({ lead: z.string().optional(), follow: z.string().optional() });
export type CoupleEmails = z.infer<typeof coupleEmailsSchema>;

/** emailCouples/<emailKey>: coupleId → true. */
export const emailCouplesSchema = keyed(z.literal(true));
