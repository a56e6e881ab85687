// A dancer's seats: every event they are (or would be) in, existing entries and the proposal together.
import { competitorIdFor } from '../competitors';
import { isPlaceholderEntryId } from '../constants';
import { displayName } from '../competitors';
import type { CompetitionEvent, Level, Style } from '../model';

export interface Seat {
  eventName: string;
  style: Style;
  level: Level;
  partnerName: string;
  /** True for an event in the registration being checked. */
  proposed: boolean;
}

export interface Dancer {
  personId: string;
  name: string;
  seats: Seat[];
}

export interface ProposedRegistration {
  leadName: string;
  followName: string;
  eventNames: readonly string[];
}

export class UnknownEventError extends Error {
  constructor(readonly eventName: string) {
    super(`There is no event "${eventName}"; choose events from the list.`);
    this.name = 'UnknownEventError';
  }
}

function existingSeats(events: Readonly<Record<string, CompetitionEvent>>, personId: string, skipEvents: ReadonlySet<string>, partnerId: string): Seat[] {
  return Object.values(events).flatMap((event) =>
    Object.values(event.entries ?? {}).flatMap((entry): Seat[] => {
      if (isPlaceholderEntryId(entry.entryId)) return [];
      // The same couple already in a proposed event is the proposal itself (a duplicate is refused elsewhere).
      const partner = entry.leadId === personId ? entry.followId : entry.followId === personId ? entry.leadId : undefined;
      if (partner === undefined || (skipEvents.has(event.eventName) && partner === partnerId)) return [];
      const partnerName = entry.leadId === personId ? entry.followName : entry.leadName;
      return [{ eventName: event.eventName, style: event.style, level: event.eventLevel, partnerName, proposed: false }];
    }));
}

/** The lead and the follow, each with their existing seats and the proposed ones. */
export function dancersOf(events: Readonly<Record<string, CompetitionEvent>>, proposal: ProposedRegistration): [Dancer, Dancer] {
  const proposedEvents = [...new Set(proposal.eventNames)].map((name) => {
    const event = events[name];
    if (!event) throw new UnknownEventError(name);
    return event;
  });
  const skip = new Set(proposedEvents.map((event) => event.eventName));
  const lead = { personId: competitorIdFor(proposal.leadName, "lead's name"), name: displayName(proposal.leadName) };
  const follow = { personId: competitorIdFor(proposal.followName, "follow's name"), name: displayName(proposal.followName) };
  const make = (self: typeof lead, partner: typeof lead): Dancer => ({
    ...self,
    seats: [
      ...existingSeats(events, self.personId, skip, partner.personId),
      ...proposedEvents.map((event) => ({ eventName: event.eventName, style: event.style, level: event.eventLevel, partnerName: partner.name, proposed: true })),
    ],
  });
  return [make(lead, follow), make(follow, lead)];
}
