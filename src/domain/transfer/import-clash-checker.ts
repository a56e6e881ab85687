// The import preview's clash check: a row whose couple would land on a heat that clashes with another of
// their heats (the same heat twice, or too few heats apart) is marked with the clash. A mark, not a
// refusal: the organiser can still import and move the heats.
import { fileEventsTracker, withRowEntered } from './events-with-rows';
import type { ImportRowChecker, RowMark } from './import-row-checker';
import { competitorIdFor } from '../competitors';
import type { ScheduleSettings, ScheduleSlot } from '../model';
import { findClashes, newClashes } from '../running-order';

export interface ImportClashInput {
  slots: Readonly<Record<string, ScheduleSlot>>;
  settings: ScheduleSettings;
}

/** Whether any heat of the day dances one of these events (else no row can clash). */
function scheduled(slots: ImportClashInput['slots'], eventNames: readonly string[]): boolean {
  return Object.values(slots).some((slot) => slot.kind === 'heat' && Object.values(slot.rounds).some((ref) => eventNames.includes(ref.eventName)));
}

export function clashImportChecker({ slots, settings }: ImportClashInput): ImportRowChecker {
  const eventsBefore = fileEventsTracker();
  return (row, context) => {
    const { events: before, eventsOf } = eventsBefore(context);
    if (!scheduled(slots, row.eventsToAdd)) return [];
    const ids = [competitorIdFor(row.couple.leadName), competitorIdFor(row.couple.followName)];
    // The two dancers, in the heats of the events they are in or would be: nobody else's clash can be new.
    const only = { people: new Set(ids), events: new Set([...ids.flatMap((id) => [...eventsOf(id)]), ...row.eventsToAdd]) };
    const theirs = (events: typeof before) => findClashes({ events, slots, settings }, only);
    return newClashes(theirs(before), theirs(withRowEntered(before, row)))
      .map((clash): RowMark => ({ severity: 'warning', source: 'clash', field: 'events', message: clash.message }));
  };
}
