// The chairman replaces a judge for the remaining rounds (issue 35): read the events and panels as stored now, ask the
// domain for the rounds' new panels (and any letter not yet stored), and send them in one update.
import { type JudgeReplacement, replaceJudgePlan } from '../../domain/panels';
import { loadAllEvents, loadPanelContext } from '../../data/snapshot';
import { getDbWriter } from '../../data/writes/db-writer';

/** Resolves the rounds whose panel changed and the domain's warnings. `eventName`: only that event's rounds. */
export async function replaceJudge(from: string, to: string, eventName?: string): Promise<Omit<JudgeReplacement, 'patch'>> {
  const [events, context] = await Promise.all([loadAllEvents(), loadPanelContext()]);
  const { patch, ...outcome } = replaceJudgePlan(events, context, from, to, eventName);
  await getDbWriter().update(patch);
  return outcome;
}
