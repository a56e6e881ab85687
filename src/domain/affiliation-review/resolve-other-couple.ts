// The organiser's decision on a couple entered as "Other": give them a team already allowed, or accept the
// name they typed as a new team of this competition. Either way their entries (and the rounds' copies)
// change together in one update, and the typed name is cleared.
import { AFFILIATION_OTHER, AFFILIATION_TBA } from '../constants';
import type { CompetitionEvent } from '../model';
import { roundsInOrder } from '../event-snapshot';
import { SERVER_TIME } from '../server-time';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import { type AcceptedTeams, acceptedTeamKey, allowedAffiliations } from './accepted-teams';

export type ResolveDecision =
  | { kind: 'existing'; team: string }
  | { kind: 'accept'; name: string; acceptedBy: string };

export class ResolveRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ResolveRefusedError';
  }
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The team the couple ends up in, and the accepted-team record to write when it is new. */
function teamFor(decision: ResolveDecision, accepted: AcceptedTeams): { team: string; accept: boolean } {
  const allowed = allowedAffiliations(accepted).filter((t) => t !== AFFILIATION_OTHER && t !== AFFILIATION_TBA);
  if (decision.kind === 'existing') {
    const team = allowed.find((t) => t === decision.team);
    if (!team) throw new ResolveRefusedError(`"${decision.team}" is not one of the competition's teams; choose one from the list.`);
    return { team, accept: false };
  }
  const name = decision.name.trim().replace(/\s+/gu, ' ');
  if (name === '' || same(name, AFFILIATION_OTHER) || same(name, AFFILIATION_TBA)) {
    throw new ResolveRefusedError('Type the new team\'s name (not Other or TBA).');
  }
  if (name.length > 100) throw new ResolveRefusedError('A team name can have at most 100 characters.');
  // A name the list already has (in any case) is that team, not a second one.
  const known = allowed.find((t) => same(t, name));
  return known ? { team: known, accept: false } : { team: name, accept: true };
}

/** The couple's and dancers' stored records (issue 19), which carry the team too; absent ones are left alone. */
export interface StoredTeamRecords {
  couples?: Readonly<Record<string, { affiliation: string }>>;
  people?: Readonly<Record<string, { affiliation: string }>>;
}

export function resolveOtherCouplePatch(
  events: Readonly<Record<string, CompetitionEvent>>, accepted: AcceptedTeams, entryId: string, decision: ResolveDecision,
  records: StoredTeamRecords = {},
): { patch: TreeUpdate; team: string } {
  const entered = Object.values(events).filter((event) => event.entries?.[entryId]?.affiliation === AFFILIATION_OTHER);
  if (entered.length === 0) throw new ResolveRefusedError('This couple is no longer entered as Other; the list has been refreshed.');
  const { team, accept } = teamFor(decision, accepted);
  const patch: TreeUpdate = {};
  for (const event of entered) {
    patch[paths.eventEntryField(event.eventName, entryId, 'affiliation')] = team;
    patch[paths.eventEntryField(event.eventName, entryId, 'affiliationOther')] = null;
    for (const round of roundsInOrder(event)) {
      if (round.entries?.[entryId]) patch[paths.roundEntryField(event.eventName, round.roundNumber, entryId, 'affiliation')] = team;
    }
  }
  // The couple's record and its dancers' records still say Other: they follow in the same update.
  if (records.couples?.[entryId]) patch[`${paths.couple(entryId)}/affiliation`] = team;
  const entry = entered[0].entries?.[entryId];
  for (const personId of entry ? [entry.leadId, entry.followId] : []) {
    if (records.people?.[personId]?.affiliation === AFFILIATION_OTHER) patch[`${paths.person(personId)}/affiliation`] = team;
  }
  if (accept && decision.kind === 'accept') {
    patch[paths.acceptedTeam(acceptedTeamKey(team))] = { name: team, acceptedBy: decision.acceptedBy, acceptedAt: SERVER_TIME };
  }
  return { patch, team };
}
