// The couples of a heat as the day model carries them: names, numbers, ids and both check-ins.
import type { CompetitionEvent, HeatRound } from '../model';
import type { DancerCheckIns, DayCouple } from './day-model';
import { heatCouples, personId } from './heat-couples';

/** Competitor ids the deck captain has checked in for any round: they are at the venue. */
export function deckCheckedInPeople(events: Readonly<Record<string, CompetitionEvent>>): Set<string> {
  const here = new Set<string>();
  for (const event of Object.values(events)) {
    for (const round of Object.values(event.rounds ?? {})) {
      for (const [entryId, entry] of Object.entries(round?.entries ?? {})) {
        if (entry.checkedIn !== true) continue;
        const stored = event.entries?.[entryId];
        here.add(personId(stored?.leadId, entry.leadName));
        here.add(personId(stored?.followId, entry.followName));
      }
    }
  }
  return here;
}

/** Dancers in for the day: the desk checked them in, or the deck captain checked them in for a round. */
export function arrivedPeople(events: Readonly<Record<string, CompetitionEvent>>, checkIns: DancerCheckIns): Set<string> {
  return new Set([...Object.keys(checkIns), ...deckCheckedInPeople(events)]);
}

export function dayCouplesOf(
  events: Readonly<Record<string, CompetitionEvent>>,
  rounds: Readonly<Record<string, HeatRound>>,
  arrived: ReadonlySet<string>,
): DayCouple[] {
  return heatCouples(events, rounds).map(({ entryId, eventName, roundNumber, entry }) => {
    const stored = events[eventName]?.entries?.[entryId];
    const leadId = personId(stored?.leadId, entry.leadName);
    const followId = personId(stored?.followId, entry.followName);
    return {
      entryId, eventName, roundNumber,
      backNumber: entry.leadNumber ?? null,
      leadName: entry.leadName, followName: entry.followName, leadId, followId,
      affiliation: entry.affiliation,
      checkedIn: entry.checkedIn === true,
      arrived: arrived.has(leadId) && arrived.has(followId),
    };
  }).sort((a, b) => (a.backNumber ?? Number.MAX_SAFE_INTEGER) - (b.backNumber ?? Number.MAX_SAFE_INTEGER) || a.entryId.localeCompare(b.entryId));
}
