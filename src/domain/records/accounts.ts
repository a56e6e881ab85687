// Records about accounts: the grants an organiser gives (roles/<uid>), a judge's bound device
// (judgeSessions/<uid>) and a registrant's private contact record (registrants/<uid>).
import { z } from 'zod';

/** roles/<uid>. teamCaptain is a competitor's grant (issue 19), not a staff role: it opens no console. */
export const roleGrantsSchema = z.object({
  organiser: z.literal(true).optional(),
  scrutineer: z.literal(true).optional(),
  chairman: z.literal(true).optional(),
  deckCaptain: z.literal(true).optional(),
  mc: z.literal(true).optional(),
  treasurer: z.literal(true).optional(),
  teamCaptain: z.literal(true).optional(),
  /** Venue mode's mirror account: writes only the mirrored branches (README "Venue mode"); opens no console. */
  mirror: z.literal(true).optional(),
  email: z.string().optional(),
});
export type RoleGrants = z.infer<typeof roleGrantsSchema>;

/** A device bound to a judge: written by the device, accepted by the rules only with the judge's current code. */
export const judgeSessionSchema = z.object({
  judgeKey: z.string(),
  code: z.string(),
  boundAt: z.number(),
});
export type JudgeSession = z.infer<typeof judgeSessionSchema>;

/** Private contact data of a registrant, readable by the owner and the organisers. */
export const registrantSchema = z.object({
  email: z.string(),
  leadName: z.string().optional(),
  followName: z.string().optional(),
  waiverAcceptedAt: z.number(),
  mediaReleaseAcceptedAt: z.number(),
  createdAt: z.number(),
});
export type Registrant = z.infer<typeof registrantSchema>;
