// Shapes of the public summary records (src/domain/summaries), checked on read like every record. The SDK
// returns a map keyed 1, 2, … (rounds) as a sparse array; both shapes become a keyed record.
import { z } from 'zod';
import { LEVELS, STYLES } from '../domain/model';
import type { CompetitorEntrySummary, CompetitorListing, EntrySummary, EventSummary, RoundSummary } from '../domain/summaries';

const keyed = <T extends z.ZodType>(value: T) => z.record(z.string(), value);

function keyedOrSparse<T extends z.ZodType>(value: T) {
  return z.union([keyed(value), z.array(value.nullish())]).transform((stored): Record<string, z.output<T>> => {
    if (!Array.isArray(stored)) return stored as Record<string, z.output<T>>;
    const out: Record<string, z.output<T>> = {};
    stored.forEach((item, index) => {
      if (item !== null && item !== undefined) out[String(index)] = item as z.output<T>;
    });
    return out;
  });
}

const roundSummary: z.ZodType<RoundSummary> = z.object({
  roundName: z.string(),
  roundNumber: z.number(),
  scheduleIndex: z.number(),
  roundStartTime: z.number().optional(),
  recallSize: z.number(),
  roundState: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  couples: z.number().optional(),
});

const eventSummary: z.ZodType<EventSummary, unknown> = z.object({
  eventName: z.string(),
  style: z.enum(STYLES),
  eventLevel: z.enum(LEVELS),
  dances: keyed(z.number()).optional(),
  rounds: keyedOrSparse(roundSummary).optional(),
});

export const eventIndexSchema = keyed(eventSummary);

const entryFields = {
  leadName: z.string(),
  followName: z.string(),
  leadId: z.string(),
  followId: z.string(),
  affiliation: z.string(),
  leadNumber: z.number().optional(),
};

export const entryListSchema = keyed(z.object(entryFields) satisfies z.ZodType<EntrySummary>);

const competitorEntry: z.ZodType<CompetitorEntrySummary, unknown> = z.object({ ...entryFields, rounds: keyedOrSparse(z.number()).optional() });

/** competitorEntries/<person>: event → entryId → the person's entry. */
export const competitorEntriesSchema = keyed(keyed(competitorEntry));

const listing: z.ZodType<CompetitorListing> = z.string();
export const competitorListSchema = keyed(listing);
