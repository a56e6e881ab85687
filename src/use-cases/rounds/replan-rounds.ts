// "Re-plan rounds" and "Add rounds to a new event" (issue 29): the organiser sees what will change first.
// A preview reads the server as it is now and asks the domain for the plan; writing plans again from fresh
// data and refuses if the result is not the plan that was shown (someone changed the day in between).
import {
  heatRoundKey, planNewEventRounds, planReseedRounds, roundProtection, withRoundFieldsInStep, type NewEventRoundsOptions, type ReseedOptions, type RoundsPlan, type RoundsPlanInput,
} from '../../domain/running-order';
import { roundsInOrder } from '../../domain/event-snapshot';
import { loadEventMarks, loadEventResults } from '../../data/snapshot';
import { getDbWriter } from '../../data/writes/db-writer';
import { loadRunningOrder } from '../running-order/running-order';

export interface RoundsPreview {
  plan: RoundsPlan;
  /** Round keys of kept rounds that cannot be picked (they started), with why. */
  locked: Record<string, string>;
}

/** The whole day with every event's marks and results: protection and clearing both need them. */
async function loadRoundsPlanInput(): Promise<RoundsPlanInput> {
  const order = await loadRunningOrder();
  const names = Object.keys(order.events);
  const [marks, results] = await Promise.all([
    Promise.all(names.map(async (name) => [name, await loadEventMarks(name)] as const)),
    Promise.all(names.map(async (name) => [name, await loadEventResults(name)] as const)),
  ]);
  return { ...order, marks: Object.fromEntries(marks), results: Object.fromEntries(results) };
}

function lockedRounds(input: RoundsPlanInput, plan: RoundsPlan): Record<string, string> {
  const locked: Record<string, string> = {};
  for (const kept of plan.kept) {
    const event = input.events[kept.eventName];
    const round = event && roundsInOrder(event).find((r) => r.roundNumber === kept.roundNumber);
    if (event && round && roundProtection(input, event, round).hard) locked[heatRoundKey(kept)] = `${kept.roundName} has started; it is never re-planned.`;
  }
  return locked;
}

/** What the shown plan says, to compare with the plan made again at write time. */
function summaryOf(plan: RoundsPlan): string {
  return JSON.stringify([plan.rounds, plan.heats, plan.kept, plan.changedEvents]);
}

/** Writes the plan with the rounds' scheduleIndex/roundStartTime the re-planned day gives, in the same update. */
async function writeIfUnchanged(input: RoundsPlanInput, shown: RoundsPlan, fresh: RoundsPlan): Promise<RoundsPlan> {
  if (summaryOf(shown) !== summaryOf(fresh)) {
    throw new Error('The day changed since this preview (another official edited rounds or heats). Look at the new preview and write again.');
  }
  const patch = withRoundFieldsInStep(input, fresh.patch, Date.now());
  if (Object.keys(patch).length > 0) await getDbWriter().update(patch);
  return fresh;
}

export async function previewReseedRounds(options: ReseedOptions = {}): Promise<RoundsPreview> {
  const input = await loadRoundsPlanInput();
  const plan = planReseedRounds(input, options);
  return { plan, locked: lockedRounds(input, plan) };
}

/** Writes the re-plan the organiser saw (the same options), planned again from the server's data. */
export async function applyReseedRounds(shown: RoundsPlan, options: ReseedOptions = {}): Promise<RoundsPlan> {
  const input = await loadRoundsPlanInput();
  return writeIfUnchanged(input, shown, planReseedRounds(input, options));
}

/** Throws the domain's refusal (an event that has rounds already) with its reason. */
export async function previewNewEventRounds(eventName: string, options: NewEventRoundsOptions = {}): Promise<RoundsPlan> {
  return planNewEventRounds(await loadRoundsPlanInput(), eventName, options);
}

export async function applyNewEventRounds(shown: RoundsPlan, eventName: string, options: NewEventRoundsOptions = {}): Promise<RoundsPlan> {
  const input = await loadRoundsPlanInput();
  return writeIfUnchanged(input, shown, planNewEventRounds(input, eventName, options));
}
