// panels/: every event's and round's judge panel and the judges' letters (docs/DATA-MODEL.md).
import { z } from 'zod';
import { FLOOR_IDS } from './running-order';
import { keyed, keyedOrSparse } from './stored-collections';

/** A panel: the judges' keys (competitionMetadata/officials/<key>) that sit on it. */
export const storedPanelSchema = z.object({ judges: keyed(z.literal(true)) });

/** A round's panel; one written from its floor's panel says which floor (`floor`), so the floor's next change replaces it. */
export const roundPanelSchema = storedPanelSchema.extend({ floor: z.enum(FLOOR_IDS).optional() });
export type StoredPanel = z.infer<typeof roundPanelSchema>;

export const panelsSchema = z.object({
  /** Event name → its panel; an event without one is judged by every official with role Judge. */
  events: keyed(storedPanelSchema).optional(),
  /** Event name → round number → a panel for that round only; the database may return it as a sparse array. */
  rounds: keyed(keyedOrSparse(roundPanelSchema)).optional(),
  /** Floor (A–D) → the panel of the rounds danced on it that have none of their own (issue 30). */
  floors: z.partialRecord(z.enum(FLOOR_IDS), storedPanelSchema).optional(),
  /** Judge key → the judge's letter for the whole competition, kept once given. */
  letters: keyed(z.string()).optional(),
});
export type PanelsRecord = z.infer<typeof panelsSchema>;
