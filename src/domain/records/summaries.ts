// The public summary records (src/domain/summaries): eventIndex/, eventEntries/, competitorEntries/ and
// competitorList/, small copies of events/ that spectators' pages read.
import { z } from 'zod';
import { keyed, keyedOrSparse } from './stored-collections';
import { LEVELS, RoundState, STYLES } from '../vocabulary';

/** A round without its couples (only how many): what the live view, the schedule and heat sheets need. */
export const roundSummarySchema = z.object({
  roundName: z.string(),
  roundNumber: z.number(),
  scheduleIndex: z.number(),
  roundStartTime: z.number().optional(),
  recallSize: z.number(),
  roundState: z.enum(RoundState),
  /** Couples on the round's floor, once couples are on it. */
  couples: z.number().optional(),
});
export type RoundSummary = z.infer<typeof roundSummarySchema>;

/** `eventIndex/<event>`: an event without its entries and without its rounds' couples. */
export const eventSummarySchema = z.object({
  eventName: z.string(),
  style: z.enum(STYLES),
  eventLevel: z.enum(LEVELS),
  dances: keyed(z.number()).optional(),
  rounds: keyedOrSparse(roundSummarySchema).optional(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const eventIndexSchema = keyed(eventSummarySchema);

/** `eventEntries/<event>/<entryId>`: the public fields of an entry (no account, time or check-in). */
export const entrySummarySchema = z.object({
  leadName: z.string(),
  followName: z.string(),
  leadId: z.string(),
  followId: z.string(),
  affiliation: z.string(),
  leadNumber: z.number().optional(),
});
export type EntrySummary = z.infer<typeof entrySummarySchema>;

export const entryListSchema = keyed(entrySummarySchema);

/**
 * `competitorEntries/<personId>/<event>/<entryId>`: an entry of the person, with the rounds it is on the floor
 * of, each with the couple's place (0-based) in the round's back-number order, which says which part of a
 * split round's heats the couple dances in.
 */
export const competitorEntrySummarySchema = entrySummarySchema.extend({ rounds: keyedOrSparse(z.number()).optional() });
export type CompetitorEntrySummary = z.infer<typeof competitorEntrySummarySchema>;

/** competitorEntries/<person>: event → entryId → the person's entry. */
export const competitorEntriesSchema = keyed(keyed(competitorEntrySummarySchema));

/**
 * `competitorList/<personId>`: one line of /competitors as one tab-separated string, because the page lists
 * every dancer (800 at 400 couples, where field names or an array's keys alone would cost 12-16 KB): the name,
 * the teams joined with ", ", the back numbers ascending joined with ", " ('' before numbers are given), and
 * how many entries they dance in. Names hold no tab (the rules keep them to single spaces); see readListing.
 */
export const competitorListingSchema = z.string();
export type CompetitorListing = z.infer<typeof competitorListingSchema>;

export const competitorListSchema = keyed(competitorListingSchema);
