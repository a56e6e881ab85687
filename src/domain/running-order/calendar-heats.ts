// A couple's heats as calendar entries (the .ics download): each with the day model's current estimate, so a
// new download carries the new times. The uid names the couple and the round (not the heat's key or number,
// which change when the order is rebuilt or renumbered), so a calendar updates the entry instead of adding one.
import type { DayModel } from './day-model';

/** One heat of the couple: which heat, and what they dance in it. */
export interface CalendarHeatRef {
  slotKey: string;
  eventName: string;
  roundNumber: number;
  roundName: string;
  entryId: string;
}

export interface CalendarEntry {
  uid: string;
  title: string;
  /** The estimated start (the actual one once started), else the plan. */
  start: number;
  durationMs: number;
  description: string;
  location?: string;
}

export interface CalendarOptions {
  /** The competition's short name, in every uid so two competitions never collide. */
  competition: string;
  /** "Ann Lee & Bo Chan" */
  couple: string;
  backNumber?: number | null;
  floorName?: (floor: string) => string | undefined;
  /** "Demo University Gym, 1 Campus Way": the location, after the floor's name when the day has several. */
  venue?: string;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'x';

/** "ann-lee-bo-chan.bronze-waltz.r2@spring-ball": the same for the same couple's round on every download. */
export function calendarUid(competition: string, ref: Pick<CalendarHeatRef, 'entryId' | 'eventName' | 'roundNumber'>): string {
  return `${slug(ref.entryId)}.${slug(ref.eventName)}.r${ref.roundNumber}@${slug(competition)}`;
}

function location(floor: string | undefined, venue: string | undefined): { location?: string } {
  const where = [floor, venue].filter((part): part is string => part !== undefined && part !== '').join(', ');
  return where === '' ? {} : { location: where };
}

/** The heats that have a time, in the order of the day; heats not in the running order are left out. */
export function calendarEntriesOf(day: DayModel, refs: readonly CalendarHeatRef[], options: CalendarOptions): CalendarEntry[] {
  const multiFloor = day.floors.length > 1;
  return day.heats.flatMap((heat) => refs.filter((ref) => ref.slotKey === heat.slotKey).flatMap((ref): CalendarEntry[] => {
    const start = heat.estimatedStart ?? heat.plannedStart;
    if (start === undefined) return [];
    const floor = options.floorName?.(heat.floor) ?? `Floor ${heat.floor}`;
    const number = options.backNumber ? `, No. ${options.backNumber}` : '';
    return [{
      uid: calendarUid(options.competition, ref),
      title: `Heat ${heat.number}: ${ref.eventName} ${ref.roundName}`,
      start,
      durationMs: heat.durationMs,
      description: `${options.couple}${number}. Heat ${heat.number}${multiFloor ? ` on ${floor}` : ''}. `
        + 'The time is the estimate when this file was downloaded; download it again for the latest times.',
      ...(location(multiFloor ? floor : undefined, options.venue)),
    }];
  }));
}
