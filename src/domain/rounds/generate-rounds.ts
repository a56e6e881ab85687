// Generating the day's rounds: every event whose rounds have not started gets a fresh plan from its
// entries, scheduled after the rounds that are kept.
import type { CompetitionEvent } from '../model';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import { type EventSnapshot, roundsInOrder } from '../event-snapshot';
import { isStarted } from './guards';
import { seedEventRounds } from './seed-rounds';

export interface GenerateOptions {
  startTime?: number;
  minutesPerRound?: number;
}

export interface GeneratePlan {
  patch: TreeUpdate;
  generated: string[];
  /** Event name → why it was left alone. */
  skipped: Record<string, string>;
}

function hasStarted(event: CompetitionEvent): boolean {
  return roundsInOrder(event).some(isStarted);
}

/**
 * Every event whose rounds have not started gets a fresh plan from its entries (the domain's seeding, with
 * the recall sizes of spec §9), scheduled after the rounds that are kept, event after event in the given order.
 */
export function generateRoundsPlan(snapshots: readonly EventSnapshot[], options: GenerateOptions = {}): GeneratePlan {
  const plan: GeneratePlan = { patch: {}, generated: [], skipped: {} };
  const kept = snapshots.filter(({ event }) => hasStarted(event));
  let next = 1 + Math.max(0, ...kept.flatMap(({ event }) => roundsInOrder(event).map((round) => round.scheduleIndex)));
  let startTime = options.startTime;
  const minutes = options.minutesPerRound ?? 10;
  for (const snapshot of snapshots) {
    const { eventName } = snapshot.event;
    try {
      const patch = seedEventRounds(snapshot, { scheduleIndex: next, startTime, minutesPerRound: minutes });
      const count = Object.keys((patch[paths.rounds(eventName)] as Record<string, unknown>) ?? {}).length;
      next += count;
      if (startTime !== undefined) startTime += count * minutes * 60_000;
      Object.assign(plan.patch, patch);
      plan.generated.push(eventName);
    } catch (error) {
      plan.skipped[eventName] = error instanceof Error ? error.message : String(error);
    }
  }
  return plan;
}
