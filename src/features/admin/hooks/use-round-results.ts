// A posted round's saved results, read leniently: the MC and the consoles need only the placements.
import { z } from 'zod';
import { paths } from '../../../data/paths';
import { type DbValue, useDbValue } from '../../../data/use-db-value';

const placementSchema = z.object({
  entryId: z.string(),
  leadNumber: z.number().optional(),
  leadName: z.string(),
  followName: z.string(),
  affiliation: z.string(),
  recalled: z.boolean().optional(),
  place: z.number().optional(),
  marks: z.number().optional(),
});
export type SavedPlacement = z.infer<typeof placementSchema>;

const savedRoundSchema = z.object({
  placements: z.array(placementSchema),
  sumRecalls: z.unknown().optional(),
  finalTable: z.unknown().optional(),
});
export type SavedRound = z.infer<typeof savedRoundSchema>;

export function useSavedRound(eventName: string | null, roundNumber: number | null): DbValue<SavedRound> {
  return useDbValue(eventName === null || roundNumber === null ? null : paths.roundResults(eventName, roundNumber), savedRoundSchema);
}
