// Eligibility while the dancer ticks (issue 31): before anything is submitted, each event this couple may not
// enter gets one sentence beside its box, and a conflict between ticked events is said once, naming the box
// to untick. The same rules and sentences as the check on submit (evaluateRegistration).
import { type EligibilityContext, type EligibilityRefusal, evaluateRegistration } from './evaluate-registration';

export interface TickedCouple {
  leadName: string;
  followName: string;
}

export interface TickedEligibility {
  /** Event name → one sentence why the couple may not enter it (alone, or beside what is ticked). */
  marks: Record<string, string>;
  /** Conflicts between ticked events, one sentence each: "Untick Silver Latin: …". */
  conflicts: string[];
}

export const NOTHING_TO_MARK: TickedEligibility = { marks: {}, conflicts: [] };

function refusalsFor(context: EligibilityContext, couple: TickedCouple, eventNames: readonly string[]): EligibilityRefusal[] {
  return eventNames.length === 0 ? [] : evaluateRegistration(context, { ...couple, eventNames }).refusals;
}

/** The ticked box whose removal leaves the fewest refusals; on a tie, the one ticked last. */
function boxToUntick(context: EligibilityContext, couple: TickedCouple, ticked: readonly string[], refusal: EligibilityRefusal): string {
  let best = refusal.eventNames[0];
  let fewest = Number.POSITIVE_INFINITY;
  for (const eventName of ticked.filter((name) => refusal.eventNames.includes(name))) {
    const left = refusalsFor(context, couple, ticked.filter((name) => name !== eventName)).length;
    if (left <= fewest) {
      fewest = left;
      best = eventName;
    }
  }
  return best;
}

/**
 * `ticked` in the order the boxes were ticked. An event refused on its own is marked (ticked or not) and left out of
 * the conflicts; an unticked event that would conflict with the ticked ones is marked with that conflict; ticked
 * events that conflict with each other give one sentence naming the box to untick.
 */
export function eligibilityAsTicked(context: EligibilityContext, couple: TickedCouple, ticked: readonly string[]): TickedEligibility {
  if (couple.leadName.trim() === '' || couple.followName.trim() === '' || Object.keys(context.rules).length === 0) return NOTHING_TO_MARK;
  const known = Object.keys(context.events);
  const marks: Record<string, string> = {};
  for (const eventName of known) {
    const alone = refusalsFor(context, couple, [eventName])[0];
    if (alone) marks[eventName] = alone.message;
  }
  const allowed = [...new Set(ticked)].filter((name) => context.events[name] !== undefined && marks[name] === undefined);
  const standing = refusalsFor(context, couple, allowed);
  const standingMessages = new Set(standing.map((refusal) => refusal.message));
  for (const eventName of known.filter((name) => marks[name] === undefined && !allowed.includes(name))) {
    const added = refusalsFor(context, couple, [...allowed, eventName])
      .find((refusal) => refusal.eventNames.includes(eventName) && !standingMessages.has(refusal.message));
    if (added) marks[eventName] = added.message;
  }
  // One sentence per box to untick: the same clash seen from both dancers is said once.
  const byBox = new Map<string, string>();
  for (const refusal of standing) {
    const box = boxToUntick(context, couple, allowed, refusal);
    if (!byBox.has(box)) byBox.set(box, `Untick ${box}: ${refusal.message}`);
  }
  return { marks, conflicts: [...byBox.values()] };
}
