// Teams the organiser accepted from what registrants typed under "Other" (acceptedTeams/<teamKey>): the
// competition's list is fixed in the build (constants/affiliations), so additions live in the database.
import { AFFILIATION_OTHER, AFFILIATION_TBA, COLLEGIATE_TEAMS } from '../constants';
import { teamRateKey } from '../money';

export type { AcceptedTeam, AcceptedTeams } from '../records';
import type { AcceptedTeams } from '../records';

/** The key an accepted team is filed under (the same normalised form as team rates). */
export function acceptedTeamKey(name: string): string {
  return teamRateKey(name);
}

/** The registration picker's list: TBA, the built-in and accepted teams A to Z, then Other. */
export function allowedAffiliations(accepted: AcceptedTeams | null | undefined): string[] {
  const extra = Object.values(accepted ?? {}).map((team) => team.name);
  const teams = [...new Set([...COLLEGIATE_TEAMS, ...extra])].sort((a, b) => a.localeCompare(b));
  return [AFFILIATION_TBA, ...teams, AFFILIATION_OTHER];
}
