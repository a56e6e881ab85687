// The day's running order across events: rounds sorted by scheduleIndex, and renumbering it after edits.
import type { CompetitionEvent, Round } from '../model';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import { roundsInOrder } from '../event-snapshot';

/** Every round of every event in running order; ties keep event name then round order. */
export function scheduleOf(events: Readonly<Record<string, CompetitionEvent>>): Round[] {
  return Object.values(events)
    .flatMap((event) => roundsInOrder(event))
    .sort((a, b) => a.scheduleIndex - b.scheduleIndex || a.eventName.localeCompare(b.eventName) || a.roundNumber - b.roundNumber);
}

/**
 * Renumbers the schedule 1, 2, 3, ... in its current order (settings: reorderAfterAddRemoveRound),
 * so an added round's x.5 becomes a whole position. Only changed indexes are written.
 */
export function compactScheduleIndexes(events: Readonly<Record<string, CompetitionEvent>>): TreeUpdate {
  const update: TreeUpdate = {};
  scheduleOf(events).forEach((round, i) => {
    if (round.scheduleIndex !== i + 1) update[paths.roundField(round.eventName, round.roundNumber, 'scheduleIndex')] = i + 1;
  });
  return update;
}
