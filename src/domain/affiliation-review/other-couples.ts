// Couples entered as "Other", with the team name they typed, for the organiser to review.
import { AFFILIATION_OTHER } from '../constants';
import { couplesOf } from '../entries';
import type { CompetitionEvent } from '../model';

export interface OtherCouple {
  /** The couple's key in every event. */
  entryId: string;
  leadName: string;
  followName: string;
  /** What the registrant typed; '' when they typed nothing (older entries). */
  typed: string;
  eventNames: string[];
}

/** Every couple with an entry whose affiliation is Other, by lead name; one row per couple. */
export function otherCouples(events: Readonly<Record<string, CompetitionEvent>>): OtherCouple[] {
  return couplesOf(events, (entry) => entry.affiliation === AFFILIATION_OTHER).map((row) => ({
    entryId: row.entryId,
    leadName: row.entry.leadName,
    followName: row.entry.followName,
    typed: row.events.map((eventName) => events[eventName]?.entries?.[row.entryId]?.affiliationOther).find((typed) => typed) ?? '',
    eventNames: row.events,
  }));
}
