// checkIns/<competitorId>: the registration desk's record that a dancer has arrived for the day (issue 29).
// Whether they have paid is not stored here: it is the money statement's answer (src/domain/money).
import { z } from 'zod';

export const dancerCheckInSchema = z.object({
  /** When the desk checked the dancer in (epoch ms, the server's clock). */
  arrivedAt: z.number(),
  /** uid of the account at the desk, for the record. */
  by: z.string().optional(),
});
export type DancerCheckIn = z.infer<typeof dancerCheckInSchema>;
