// Teams the organiser accepted from "Other" (acceptedTeams/): read live by the registration picker and the
// review screen (the organiser's decision on a couple: src/use-cases/affiliation-review).
import { acceptedTeamsSchema } from '../../domain/records';
import type { AcceptedTeams } from '../../domain/affiliation-review';
import { DbError } from '../errors';
import { paths } from '../paths';
import { type DbValue, useDbValue } from '../use-db-value';
import { getDbWriter } from '../writes/db-writer';

export function useAcceptedTeams(): DbValue<AcceptedTeams | null> {
  return useDbValue(paths.acceptedTeams(), acceptedTeamsSchema.nullable());
}

/** The accepted teams as stored now (empty when none). */
export async function loadAcceptedTeams(): Promise<AcceptedTeams> {
  const value = await getDbWriter().readOnce(paths.acceptedTeams());
  if (value === null || value === undefined) return {};
  const parsed = acceptedTeamsSchema.safeParse(value);
  if (!parsed.success) throw new DbError('invalid-data', 'The accepted teams record is malformed; ask the organiser to check it.');
  return parsed.data;
}
