// schedule/: the day's running order (docs/ROUNDS.md, "Heats"). Organiser writes.
import { z } from 'zod';
import { keyed } from './stored-collections';
import { STYLES } from '../vocabulary';

/** The floors a competition may name (issue 30): at most four, A first. */
export const FLOOR_IDS = ['A', 'B', 'C', 'D'] as const;
export type FloorId = (typeof FLOOR_IDS)[number];

/** A named floor (schedule/settings/floors/<A-D>). */
export const floorSettingSchema = z.object({
  name: z.string(),
});
export type FloorSetting = z.infer<typeof floorSettingSchema>;

/** schedule/settings: how heats are sized, spaced and timed. Seconds for lengths, epoch ms for the start. */
export const scheduleSettingsSchema = z.object({
  /** Most couples on the floor in one heat. */
  floorCapacity: z.number(),
  /** Per-style override of floorCapacity (Latin and Rhythm floors usually take more couples). */
  capacityByStyle: z.partialRecord(z.enum(STYLES), z.number()).optional(),
  /** A dancer needs at least this many other heats between two of theirs (0: only the same heat clashes). */
  minHeatsApart: z.number(),
  danceSeconds: z.number(),
  gapBetweenDancesSeconds: z.number(),
  gapBetweenHeatsSeconds: z.number(),
  /** When the first heat of the day starts (epoch ms); without it no times are estimated. */
  firstHeatStart: z.number().optional(),
  /** The floors danced on at the same time, 1 to 4, keyed A-D (A always); absent: one floor, A. */
  floors: z.partialRecord(z.enum(FLOOR_IDS), floorSettingSchema).optional(),
  /** Minutes a dancer needs between a heat on one floor and their next heat on another (default 2). */
  floorChangeMinutes: z.number().optional(),
});
export type ScheduleSettings = z.infer<typeof scheduleSettingsSchema>;

/** A round as danced in one floor heat: the whole round, or one part of a split round. */
export const heatRoundSchema = z.object({
  eventName: z.string(),
  roundNumber: z.number().int(),
  /** Split round: this heat is part `part` (1-based) of `parts`. Both absent when the whole round dances here. */
  part: z.number().int().optional(),
  parts: z.number().int().optional(),
  /** The couples (entryIds) of this part of a split round, once the round has couples. */
  couples: keyed(z.literal(true)).optional(),
});
export type HeatRound = z.infer<typeof heatRoundSchema>;

/** Recorded as the day runs; the live time estimate follows them. */
const slotTimes = {
  startedAt: z.number().optional(),
  finishedAt: z.number().optional(),
};
export const slotTimesSchema = z.object(slotTimes);
export type SlotTimes = z.infer<typeof slotTimesSchema>;

/** A numbered floor heat: one round, several rounds danced together, or one part of a split round. */
export const floorHeatSlotSchema = z.object({
  kind: z.literal('heat'),
  /** The heat number printed everywhere; stable until the organiser renumbers. */
  number: z.number().int(),
  /** Place in the day (ascending; need not be consecutive). */
  position: z.number(),
  /** Keyed by roundId (`<event>-R<n>`). */
  rounds: keyed(heatRoundSchema),
  /** The floor the heat is danced on ('A' to 'D'); absent: the competition's one floor, 'A'. */
  floor: z.string().optional(),
  /** Not before this clock time (epoch ms): the floor waits, e.g. for the results of the round before. */
  at: z.number().optional(),
  ...slotTimes,
});
export type FloorHeatSlot = z.infer<typeof floorHeatSlotSchema>;

/** A fixed break in the running order (lunch, awards, a team match). */
export const breakSlotSchema = z.object({
  kind: z.literal('break'),
  position: z.number(),
  label: z.string(),
  minutes: z.number(),
  /** A break at a fixed clock time (epoch ms, lunch at 12:30): every floor waits for it. */
  at: z.number().optional(),
  ...slotTimes,
});
export type BreakSlot = z.infer<typeof breakSlotSchema>;

export const scheduleSlotSchema = z.union([floorHeatSlotSchema, breakSlotSchema]);
export type ScheduleSlot = z.infer<typeof scheduleSlotSchema>;

export const scheduleSlotsSchema = keyed(scheduleSlotSchema);

/** schedule/: slots are keyed by a key that never changes (`s1`, `s2`, …). */
export const runningOrderRecordSchema = z.object({
  settings: scheduleSettingsSchema.optional(),
  slots: scheduleSlotsSchema.optional(),
});
export type RunningOrderRecord = z.infer<typeof runningOrderRecordSchema>;
