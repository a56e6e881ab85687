// The chairman replaces a judge for the remaining rounds (issue 35): read the events and panels as stored now, ask the
// domain for the rounds' new panels (and any letter not yet stored), and send them in one update.
import { type ReplacedRound, replaceJudgePlan } from '../../domain/panels';
import { loadAllEvents, loadPanelContext } from '../../data/snapshot';
import { getDbWriter } from '../../data/writes/db-writer';

/** Resolves the rounds whose panel now holds the replacement. */
export async function replaceJudge(from: string, to: string): Promise<ReplacedRound[]> {
  const [events, context] = await Promise.all([loadAllEvents(), loadPanelContext()]);
  const plan = replaceJudgePlan(events, context, from, to);
  await getDbWriter().update(plan.patch);
  return plan.rounds;
}
