// The demo's eligibility rules (a typical collegiate set), one dancer's past level that one rule refuses,
// and the organiser's override for that dancer with its reason. Every other entry of the demo keeps the
// rules: couples dance their own level and at most one level up, and Open Nightclub is off the ladder.
import { competitorIdFor } from '../domain/competitors';
import type { EligibilityOverride, EligibilityRecord, EligibilityRule } from '../domain/eligibility';
import type { CompetitionEvent } from '../domain/model';

/** The Newcomer event the level rule guards (its entrants dance Newcomer, some dancing up to Bronze). */
export const DEMO_NEWCOMER_EVENT = 'Newcomer Standard Waltz';
/** The event whose first entrant (by entry key) returns after placing out of Gold Standard elsewhere. */
const RETURNING_DANCER_EVENT = 'Bronze Standard Waltz';

const rules: EligibilityRule[] = [
  { ruleId: 'adjacent-levels', kind: 'adjacent-levels-only' },
  { ruleId: 'two-levels', kind: 'max-levels-per-style', max: 2 },
  { ruleId: 'placed-out', kind: 'highest-level-blocks-lower', levelsBelowAllowed: 1, countEntries: false },
  { ruleId: 'newcomer-only', kind: 'event-open-to-levels', eventName: DEMO_NEWCOMER_EVENT, levels: ['Newcomer', 'Bronze'] },
  { ruleId: 'once-per-event', kind: 'max-entries-per-event', max: 1 },
];

/** The returning dancer: the lead of the first entry of the Bronze Standard Waltz. */
export function demoReturningDancer(events: Readonly<Record<string, CompetitionEvent>>): { personId: string; name: string } {
  const entries = Object.entries(events[RETURNING_DANCER_EVENT]?.entries ?? {}).sort(([a], [b]) => a.localeCompare(b));
  const first = entries[0]?.[1];
  if (!first) throw new Error(`The demo has no entries in ${RETURNING_DANCER_EVENT}.`);
  return { personId: competitorIdFor(first.leadName), name: first.leadName };
}

export function demoEligibility(events: Readonly<Record<string, CompetitionEvent>>, organiserUid: string, now: number): EligibilityRecord {
  const dancer = demoReturningDancer(events);
  const override: EligibilityOverride = {
    personId: dancer.personId,
    dancerName: dancer.name,
    reason: 'Back after three years away from dancing; placed out of Gold Standard before the break, restarting at Bronze with the organiser\'s approval.',
    grantedBy: organiserUid,
    grantedAt: now - 9 * 24 * 60 * 60 * 1000,
  };
  return {
    rules: Object.fromEntries(rules.map((rule) => [rule.ruleId, rule])),
    overrides: { [dancer.personId]: override },
    history: { [dancer.personId]: { Standard: 'Gold' } },
  };
}
