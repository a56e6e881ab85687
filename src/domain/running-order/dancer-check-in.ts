// The registration desk's check-in for the day (checkIns/<competitorId>), and how it joins the deck captain's
// per-round check-ins: a dancer is in when either says so, and both screens read that one answer.
import type { DancerCheckIn } from '../model';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import type { DancerCheckIns, DayModel } from './day-model';
import { heatsOfDancer } from './couple-heats';

/** The desk checks a dancer in: one write, stamped with the time (server time in the data layer) and the desk's account. */
export function checkInDancerPatch(competitorId: string, arrivedAt: number, by?: string): TreeUpdate {
  const record: DancerCheckIn = { arrivedAt, ...(by !== undefined ? { by } : {}) };
  return { [paths.dancerCheckIn(competitorId)]: record };
}

/** Takes a desk check-in back (checked in by mistake). The deck captain's check-ins stay as they are. */
export function undoDancerCheckInPatch(competitorId: string): TreeUpdate {
  return { [paths.dancerCheckIn(competitorId)]: null };
}

export interface HeatCheckIn {
  heatNumber: number;
  eventName: string;
  roundName: string;
  /** The deck captain checked the couple in for that round. */
  checkedIn: boolean;
}

export interface DancerAttendance {
  competitorId: string;
  /** In for the day (day.arrived): the desk checked them in, or the deck captain did for a round. */
  arrived: boolean;
  /** The desk's check-in time, when the desk checked them in. */
  arrivedAt?: number;
  /** The deck captain's check-ins for each of the dancer's heats, in the order of the day. */
  heats: HeatCheckIn[];
  /** What the money statement says (pass due: the amount still owed); null when not known here. */
  paidUp: boolean | null;
}

/** One dancer as the desk sees them, from the same day model the deck captain reads. */
export function attendanceOf(day: DayModel, checkIns: DancerCheckIns, competitorId: string, due?: number): DancerAttendance {
  const record = checkIns[competitorId];
  const heats = heatsOfDancer(day, competitorId).map((heat): HeatCheckIn => {
    const couple = day.heats.find((h) => h.slotKey === heat.slotKey)?.couples.find((c) => c.entryId === heat.entryId && c.eventName === heat.eventName);
    return { heatNumber: heat.heatNumber, eventName: heat.eventName, roundName: heat.roundName, checkedIn: couple?.checkedIn === true };
  });
  return {
    competitorId,
    arrived: day.arrived.has(competitorId),
    ...(record !== undefined ? { arrivedAt: record.arrivedAt } : {}),
    heats,
    paidUp: due === undefined ? null : due <= 0,
  };
}
