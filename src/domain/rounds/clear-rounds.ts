// Clearing the day's rounds: every event's rounds, marks and results go, except events with a round
// under way or done.
import type { CompetitionEvent } from '../model';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import { roundsInOrder } from '../event-snapshot';
import { isStarted } from './guards';

export interface ClearPlan {
  patch: TreeUpdate;
  cleared: string[];
  skipped: Record<string, string>;
}

/** Takes down every event's rounds, marks and results, except events with a round under way or done. */
export function clearRoundsPlan(events: Readonly<Record<string, CompetitionEvent>>): ClearPlan {
  const plan: ClearPlan = { patch: {}, cleared: [], skipped: {} };
  for (const event of Object.values(events)) {
    if (!event.rounds) continue;
    const started = roundsInOrder(event).filter(isStarted);
    if (started.length > 0) {
      plan.skipped[event.eventName] = `${event.eventName} has rounds that started (${started.map((r) => r.roundName).join(', ')}); reopen or finish them first.`;
      continue;
    }
    plan.patch[paths.rounds(event.eventName)] = null;
    plan.patch[paths.eventMarks(event.eventName)] = null;
    plan.patch[paths.eventResults(event.eventName)] = null;
    plan.cleared.push(event.eventName);
  }
  return plan;
}
