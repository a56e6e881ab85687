// Runtime validation of couples/, people/ and the account cap setting (issue 19).
import { z } from 'zod';
import type { Couple, CoupleEmails, Person } from '../../domain/people';

export const coupleSchema: z.ZodType<Couple> = z.object({
  coupleId: z.string(),
  leadId: z.string(),
  followId: z.string(),
  leadName: z.string(),
  followName: z.string(),
  affiliation: z.string(),
  ownerUid: z.string(),
  createdAt: z.number(),
  slot: z.number().int().optional(),
  mergedFrom: z.record(z.string(), z.number()).optional(),
});

export const couplesSchema = z.record(z.string(), coupleSchema);

export const personSchema: z.ZodType<Person> = z.object({
  personId: z.string(),
  name: z.string(),
  affiliation: z.string(),
});

export const couplesPerAccountSchema = z.number().int().min(1);

export const coupleEmailsSchema: z.ZodType<CoupleEmails> = z.object({ lead: z.string().optional(), follow: z.string().optional() });

/** emailCouples/<emailKey>: coupleId → true. */
export const emailCouplesSchema = z.record(z.string(), z.literal(true));
