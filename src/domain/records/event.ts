// events/<event>: an event with its entries and rounds, each round with the couples on its floor.
import { z } from 'zod';
import { keyed, keyedOrSparse } from './stored-collections';
import { LEVELS, RoundState, STYLES } from '../vocabulary';

/** A couple's entry in an event. The key is `entryId`, derived from the normalised names (src/domain/entries). */
export const entrySchema = z.object({
  entryId: z.string(),
  leadName: z.string(),
  followName: z.string(),
  leadId: z.string(),
  followId: z.string(),
  /** Back number, assigned by the organiser; absent until then. */
  leadNumber: z.number().int().optional(),
  affiliation: z.string(),
  /** With affiliation 'Other': the team name the registrant typed, until the organiser reviews it. */
  affiliationOther: z.string().optional(),
  registeredTime: z.number(),
  /** uid of the account that registered the entry; absent for entries the organiser added. */
  registeredBy: z.string().optional(),
  checkedIn: z.boolean().optional(),
});
export type Entry = z.infer<typeof entrySchema>;

/** A couple on a round's floor: the public entry fields copied in when the round is filled. */
export const roundEntrySchema = z.object({
  leadName: z.string(),
  followName: z.string(),
  leadNumber: z.number().int().optional(),
  affiliation: z.string(),
  checkedIn: z.boolean().optional(),
});
export type RoundEntry = z.infer<typeof roundEntrySchema>;

export const roundSchema = z.object({
  roundId: z.string(),
  roundName: z.string(),
  /** 1 = first round; the highest number is the final. Also the round's key under `rounds`. */
  roundNumber: z.number().int(),
  eventName: z.string(),
  scheduleIndex: z.number(),
  roundStartTime: z.number().optional(),
  recallSize: z.number().int(),
  roundState: z.enum(RoundState),
  entries: keyed(roundEntrySchema).optional(),
});
export type Round = z.infer<typeof roundSchema>;

export const eventSchema = z.object({
  eventName: z.string(),
  style: z.enum(STYLES),
  eventLevel: z.enum(LEVELS),
  /**
   * Dance name → order within the event (0 first). A map, so rules can test membership. The rules do not
   * require it and the database drops an empty map, so an event without dances reads as none.
   */
  dances: keyed(z.number()).default({}),
  entries: keyed(entrySchema).optional(),
  /** Keyed by round number ("1", "2", ...). */
  rounds: keyedOrSparse(roundSchema).optional(),
});
export type CompetitionEvent = z.infer<typeof eventSchema>;

export const eventsSchema = keyed(eventSchema);
