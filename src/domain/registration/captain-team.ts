// The team captain's own page (issue 31): who may open it, and the team's couples with their entries. A captain is
// an account holding the organiser's team-captain grant; "their" team is one they registered couples for (the
// grant itself names no team). Everything shown is what the rules already let that account read.
import { couplesOf } from '../entries';
import type { CompetitionEvent, Entry } from '../model';
import { teamKeyOf } from '../results';

export interface TeamCouple {
  entryId: string;
  entry: Entry;
  /** The couple's events, by name. */
  eventNames: string[];
}

export interface CaptainAccess {
  uid: string;
  teamCaptain: boolean;
  organiser: boolean;
}

/** Every couple entered for the team (its name matched however it is typed), by lead name. */
export function teamCouples(events: Readonly<Record<string, CompetitionEvent>>, team: string): TeamCouple[] {
  const key = teamKeyOf(team);
  return couplesOf(events, (entry) => teamKeyOf(entry.affiliation) === key)
    .map((row) => ({ entryId: row.entryId, entry: row.entry, eventNames: row.events }));
}

/**
 * Null when the account may open the team's page: an organiser, or a captain who registered at least one of the
 * team's couples. Otherwise the sentence to show.
 */
export function captainPageRefusal(events: Readonly<Record<string, CompetitionEvent>>, team: string, access: CaptainAccess): string | null {
  if (access.organiser) return null;
  if (!access.teamCaptain) return 'This page is for the team’s captain and the organisers. Ask the organiser for the team-captain grant if you register your team.';
  const key = teamKeyOf(team);
  const registered = Object.values(events).some((event) => Object.values(event.entries ?? {})
    .some((entry) => entry.registeredBy === access.uid && teamKeyOf(entry.affiliation) === key));
  return registered ? null : `You have not registered any couple for ${team}, so its captain’s page is not yours to open.`;
}
