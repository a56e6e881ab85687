// Generating an event's rounds from its entries: how many rounds N couples need, and each recall size.
import {
  MAX_FINAL_WITHOUT_PRELIMINARIES, normalizeRecallSize, plannedCapacity, recallSizeForDistance,
} from '../constants';
import { RoundState, type Round } from '../model';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import { type EventSnapshot, roundsInOrder } from '../event-snapshot';
import { isStarted } from './guards';
import { RoundOperationError } from './round-errors';
import { roundId, roundName } from './round-naming';
import { toRoundEntries } from './round-entry';

/**
 * Up to 8 couples dance a straight final. Above that, add rounds until the first one is planned to
 * hold everybody: a semi-final holds up to 14, a quarter-final 28, then 38, 60, 80, 160, ...
 */
export function plannedRoundCount(coupleCount: number): number {
  if (coupleCount <= MAX_FINAL_WITHOUT_PRELIMINARIES) return 1;
  let distance = 1;
  while (coupleCount > plannedCapacity(distance)) distance++;
  return distance + 1;
}

export interface RoundPlan {
  roundNumber: number;
  roundName: string;
  recallSize: number;
}

/** The final's recall size is how many couples it places; a straight final places them all. */
export function planRounds(coupleCount: number): RoundPlan[] {
  const total = plannedRoundCount(coupleCount);
  return Array.from({ length: total }, (_, i) => {
    const roundNumber = i + 1;
    const distance = total - roundNumber;
    const recallSize = total === 1 ? Math.min(coupleCount, MAX_FINAL_WITHOUT_PRELIMINARIES) : recallSizeForDistance(distance);
    return { roundNumber, roundName: roundName(roundNumber, total), recallSize: normalizeRecallSize(recallSize) };
  });
}

export interface SeedOptions {
  /** Schedule position of the first round; later rounds follow at +1 each. */
  scheduleIndex: number;
  /** Start of the first round (ms); later rounds follow every `minutesPerRound`. */
  startTime?: number;
  minutesPerRound?: number;
}

/**
 * Replaces the event's rounds with a fresh plan: the first round holds every entered couple
 * (Initialized), the later ones wait Empty. Stale marks and saved results of the old rounds go too,
 * which is why an event whose rounds have started is refused.
 */
export function seedEventRounds(snapshot: EventSnapshot, options: SeedOptions): TreeUpdate {
  const { event } = snapshot;
  const started = roundsInOrder(event).filter(isStarted);
  if (started.length > 0) {
    throw new RoundOperationError(
      'rounds-in-progress',
      `${event.eventName} has rounds that started (${started.map((r) => r.roundName).join(', ')}); clear them before generating rounds again.`,
    );
  }
  const floor = toRoundEntries(event.entries);
  const minutes = options.minutesPerRound ?? 10;
  const rounds: Record<string, Round> = {};
  for (const plan of planRounds(Object.keys(floor).length)) {
    const first = plan.roundNumber === 1;
    const filled = first && Object.keys(floor).length > 0;
    rounds[String(plan.roundNumber)] = {
      roundId: roundId(event.eventName, plan.roundNumber),
      roundName: plan.roundName,
      roundNumber: plan.roundNumber,
      eventName: event.eventName,
      scheduleIndex: options.scheduleIndex + plan.roundNumber - 1,
      recallSize: plan.recallSize,
      roundState: filled ? RoundState.Initialized : RoundState.Empty,
      ...(filled ? { entries: floor } : {}),
      ...(options.startTime !== undefined ? { roundStartTime: options.startTime + (plan.roundNumber - 1) * minutes * 60_000 } : {}),
    };
  }
  const update: TreeUpdate = { [paths.rounds(event.eventName)]: rounds };
  if (snapshot.marks && Object.keys(snapshot.marks).length > 0) update[paths.eventMarks(event.eventName)] = null;
  if (snapshot.results && Object.keys(snapshot.results).length > 0) update[paths.eventResults(event.eventName)] = null;
  return update;
}

/** Setting a round's recall size; 0 (or less) becomes 1 (spec section 5). */
export function setRecallSize(eventName: string, roundNumber: number, size: number): TreeUpdate {
  return { [paths.roundField(eventName, roundNumber, 'recallSize')]: normalizeRecallSize(size) };
}

/** Setting or clearing (null) a round's planned start time, epoch ms; a time that is not a finite number is refused. */
export function setRoundStartTimePatch(eventName: string, roundNumber: number, startTime: number | null): TreeUpdate {
  if (startTime !== null && !Number.isFinite(startTime)) {
    throw new RangeError(`The start time of round ${roundNumber} of ${eventName} is not a time; choose one from the picker.`);
  }
  return { [paths.roundField(eventName, roundNumber, 'roundStartTime')]: startTime };
}
