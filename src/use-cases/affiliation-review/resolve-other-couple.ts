// The organiser's decision on a couple registered with "Other": every entry moves at once, in one update the
// domain builds from a fresh read.
import { type ResolveDecision, resolveOtherCouplePatch } from '../../domain/affiliation-review';
import { trackAction } from '../../data/actions-in-flight';
import { loadAcceptedTeams } from '../../data/affiliation-review/accepted-teams';
import { loadAllCoupleRecords, loadAllEvents } from '../../data/snapshot';
import { getDbWriter } from '../../data/writes/db-writer';

/** Moves the couple from Other to a team (accepting it as new if asked), every entry at once; returns the team. */
export function resolveOtherCouple(entryId: string, decision: ResolveDecision): Promise<string> {
  return trackAction(async () => {
    const [events, accepted, records] = await Promise.all([loadAllEvents(), loadAcceptedTeams(), loadAllCoupleRecords()]);
    const { patch, team } = resolveOtherCouplePatch(events, accepted, entryId, decision, records);
    await getDbWriter().update(patch);
    return team;
  });
}
