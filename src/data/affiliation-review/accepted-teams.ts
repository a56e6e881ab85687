// Teams the organiser accepted from "Other" (acceptedTeams/): read live by the registration picker and the
// review screen; the organiser's decision on a couple is one update built by the domain.
import { z } from 'zod';
import { type AcceptedTeams, type ResolveDecision, resolveOtherCouplePatch } from '../../domain/affiliation-review';
import { trackAction } from '../actions-in-flight';
import { loadAllEvents } from '../snapshot';
import { DbError } from '../errors';
import { paths } from '../paths';
import { type DbValue, useDbValue } from '../use-db-value';
import { getDbWriter } from '../writes/db-writer';
import { loadCoupleRecords } from '../../use-cases/people/couple-actions';

export const acceptedTeamsSchema: z.ZodType<AcceptedTeams> = z.record(z.string(), z.object({
  name: z.string(), acceptedBy: z.string(), acceptedAt: z.number(),
}));

export function useAcceptedTeams(): DbValue<AcceptedTeams | null> {
  return useDbValue(paths.acceptedTeams(), acceptedTeamsSchema.nullable());
}

async function loadAcceptedTeams(): Promise<AcceptedTeams> {
  const value = await getDbWriter().readOnce(paths.acceptedTeams());
  if (value === null || value === undefined) return {};
  const parsed = acceptedTeamsSchema.safeParse(value);
  if (!parsed.success) throw new DbError('invalid-data', 'The accepted teams record is malformed; ask the organiser to check it.');
  return parsed.data;
}

/** Moves the couple from Other to a team (accepting it as new if asked), every entry at once; returns the team. */
export function resolveOtherCouple(entryId: string, decision: ResolveDecision): Promise<string> {
  return trackAction(async () => {
    const [events, accepted, records] = await Promise.all([loadAllEvents(), loadAcceptedTeams(), loadCoupleRecords()]);
    const { patch, team } = resolveOtherCouplePatch(events, accepted, entryId, decision, records);
    await getDbWriter().update(patch);
    return team;
  });
}
