// The import preview's eligibility check: a row is refused as a registration would be, counting the
// database's entries and the rows of the file accepted before it; an override only marks the row.
import { competitorIdFor } from '../competitors';
import { fileEventsTracker } from '../transfer';
import type { ImportRowChecker, RowMark } from '../transfer';
import { eligibilityContext, hasEligibilityRules, type EligibilityRecord } from './eligibility-record';
import { evaluateRegistration } from './evaluate-registration';
import { overrideNotes } from './refusals-by-event';

export function eligibilityImportChecker(record: EligibilityRecord | null | undefined): ImportRowChecker {
  if (!hasEligibilityRules(record)) return () => [];
  const eventsBefore = fileEventsTracker();
  return (row, context) => {
    const { events, eventsOf } = eventsBefore(context);
    // Only the events either dancer is in (or would be) can hold their seats: check against those alone.
    const names = new Set([...eventsOf(competitorIdFor(row.couple.leadName)), ...eventsOf(competitorIdFor(row.couple.followName)), ...row.eventsToAdd]);
    const theirs = Object.fromEntries([...names].flatMap((name) => (events[name] ? [[name, events[name]]] : [])));
    const verdict = evaluateRegistration(eligibilityContext(record, theirs), {
      leadName: row.couple.leadName, followName: row.couple.followName, eventNames: row.eventsToAdd,
    });
    const refusals = verdict.refusals.map((refusal): RowMark => ({ severity: 'refusal', source: 'eligibility', field: 'events', message: refusal.message }));
    const notes = overrideNotes(verdict).map((message): RowMark => ({ severity: 'warning', source: 'eligibility', field: 'events', message }));
    return [...refusals, ...notes];
  };
}
