// competitionMetadata/: the competition's name, dates, registration window, prices, links and officials.
import { z } from 'zod';
import { keyed } from './stored-collections';
import { OFFICIAL_ROLES, REGISTRATION_STATUSES } from '../vocabulary';

export const officialSchema = z.object({
  name: z.string(),
  role: z.enum(OFFICIAL_ROLES),
  bio: z.string().optional(),
  photoURL: z.string().optional(),
});
export type Official = z.infer<typeof officialSchema>;

export const socialsSchema = z.object({ website: z.string().optional(), facebook: z.string().optional(), instagram: z.string().optional() });
export type Socials = z.infer<typeof socialsSchema>;

export const competitionMetadataSchema = z.object({
  fullName: z.string(),
  /** The rules do not require it (hasChildren); the setup form always writes one. */
  primaryColor: z.string().optional(),
  startDate: z.string(),
  endDate: z.string(),
  dateRegistrationEarly: z.number().optional(),
  dateRegistrationOpen: z.number().optional(),
  dateRegistrationClosed: z.number().optional(),
  paymentTierEarly: z.number().optional(),
  paymentTierOpen: z.number().optional(),
  paymentTierLate: z.number().optional(),
  resultsPageShown: z.boolean().default(false),
  registrationStatus: z.enum(REGISTRATION_STATUSES).default('auto'),
  socials: socialsSchema.optional(),
  officials: keyed(officialSchema).optional(),
  organizers: keyed(officialSchema).optional(),
});
export type CompetitionMetadata = z.infer<typeof competitionMetadataSchema>;
