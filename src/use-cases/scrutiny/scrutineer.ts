// Scrutineering: posting a round (the saved results the domain computes from its marks, the next
// round's couples and the new states in ONE update) and taking it down again.
import type { StaffRole } from '../../domain/model';
import { postRoundPatch, unpostRoundPatch, withPaperJudges } from '../../domain/scrutiny';
import type { ChairmanChoice } from '../../domain/results';
import { loadEventSnapshot, loadRequester, loadRoundPanel, loadRoundPaperMarks } from '../../data/snapshot';
import { getDbWriter } from '../../data/writes/db-writer';

export async function postRoundResults(eventName: string, roundNumber: number, actor: StaffRole, chairmanChoice?: ChairmanChoice): Promise<void> {
  const round = { eventName, roundNumber };
  const [snapshot, who, panel, paper] = await Promise.all([
    loadEventSnapshot(eventName), loadRequester(actor, round), loadRoundPanel(eventName, roundNumber), loadRoundPaperMarks(eventName, roundNumber),
  ]);
  // The saved results say which judges' marks came from paper (issue 35).
  await getDbWriter().update(postRoundPatch(snapshot, roundNumber, withPaperJudges(panel, paper), who, chairmanChoice));
}

/** Resolves false when there was nothing to unpost. */
export async function unpostRound(eventName: string, roundNumber: number, actor: StaffRole): Promise<boolean> {
  const [snapshot, who] = await Promise.all([loadEventSnapshot(eventName), loadRequester(actor, { eventName, roundNumber })]);
  const patch = unpostRoundPatch(snapshot, roundNumber, who);
  if (patch === null) return false;
  await getDbWriter().update(patch);
  return true;
}
