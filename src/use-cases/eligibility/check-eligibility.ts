// The organiser's eligibility rules, checked with the dancers' existing entries before anything is
// written: each refused event gets its sentences beside it; an overridden dancer passes with a note.
import { loadEligibilityFor } from '../../data/eligibility/load-eligibility';
import { eligibilityContext, evaluateRegistration, overrideNotes, refusalsByEvent } from '../../domain/eligibility';
import type { CompetitionEvent } from '../../domain/model';

export interface EligibilityCheck {
  /** Event name → why it is refused; empty when the registration may go ahead. */
  eventErrors: Record<string, string>;
  /** Refusals an organiser's override set aside, in words (for the organiser's confirmation). */
  notes: string[];
}

const PASS: EligibilityCheck = { eventErrors: {}, notes: [] };

export async function checkEligibility(
  couple: { leadName: string; followName: string },
  eventNames: readonly string[],
  events: Readonly<Record<string, CompetitionEvent>>,
): Promise<EligibilityCheck> {
  // Missing names or unknown events are refused by the registration plan with their own messages.
  if (couple.leadName.trim() === '' || couple.followName.trim() === '' || eventNames.some((name) => !events[name])) return PASS;
  const record = await loadEligibilityFor([couple.leadName, couple.followName]);
  if (Object.keys(record.rules ?? {}).length === 0) return PASS;
  const verdict = evaluateRegistration(eligibilityContext(record, events), { ...couple, eventNames });
  return { eventErrors: refusalsByEvent(verdict), notes: overrideNotes(verdict) };
}

export const isRefused = (check: EligibilityCheck) => Object.keys(check.eventErrors).length > 0;
