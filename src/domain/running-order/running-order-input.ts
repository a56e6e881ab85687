// What every running-order function reads: the events with their rounds, the stored slots, the settings,
// and (for the refusals that protect judged rounds) the marks.
import type { CompetitionEvent, ScheduleSettings, ScheduleSlot } from '../model';
import type { EventMarks } from '../event-snapshot';

export interface RunningOrderInput {
  events: Readonly<Record<string, CompetitionEvent>>;
  /** schedule/slots as stored (slot key → slot). */
  slots: Readonly<Record<string, ScheduleSlot>>;
  settings: ScheduleSettings;
  /** marks/: event name → that event's marks. Only needed by edits that must not touch judged rounds. */
  marks?: Readonly<Record<string, EventMarks>>;
}
