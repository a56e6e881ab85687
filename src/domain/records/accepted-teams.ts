// acceptedTeams/<teamKey>: teams the organiser accepted from what registrants typed under "Other".
import { z } from 'zod';
import { keyed } from './stored-collections';

export const acceptedTeamSchema = z.object({ name: z.string(), acceptedBy: z.string(), acceptedAt: z.number() });
export type AcceptedTeam = z.infer<typeof acceptedTeamSchema>;

export const acceptedTeamsSchema = keyed(acceptedTeamSchema);
export type AcceptedTeams = Readonly<z.infer<typeof acceptedTeamsSchema>>;
