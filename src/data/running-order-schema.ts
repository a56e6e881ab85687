// Runtime validation of schedule/ (the day's running order), typed against the domain's records.
import { z } from 'zod';
import type { BreakSlot, FloorHeatSlot, HeatRound, RunningOrderRecord, ScheduleSettings, ScheduleSlot } from '../domain/model';
import { STYLES } from '../domain/model';

const keyed = <T extends z.ZodType>(value: T) => z.record(z.string(), value);

export const scheduleSettingsSchema: z.ZodType<ScheduleSettings> = z.object({
  floorCapacity: z.number(),
  capacityByStyle: z.partialRecord(z.enum(STYLES), z.number()).optional(),
  minHeatsApart: z.number(),
  danceSeconds: z.number(),
  gapBetweenDancesSeconds: z.number(),
  gapBetweenHeatsSeconds: z.number(),
  firstHeatStart: z.number().optional(),
});

export const heatRoundSchema: z.ZodType<HeatRound> = z.object({
  eventName: z.string(),
  roundNumber: z.number().int(),
  part: z.number().int().optional(),
  parts: z.number().int().optional(),
  couples: keyed(z.literal(true)).optional(),
});

const slotTimes = {
  startedAt: z.number().optional(),
  finishedAt: z.number().optional(),
};

export const floorHeatSlotSchema: z.ZodType<FloorHeatSlot> = z.object({
  kind: z.literal('heat'),
  number: z.number().int(),
  position: z.number(),
  rounds: keyed(heatRoundSchema),
  ...slotTimes,
});

export const breakSlotSchema: z.ZodType<BreakSlot> = z.object({
  kind: z.literal('break'),
  position: z.number(),
  label: z.string(),
  minutes: z.number(),
  ...slotTimes,
});

export const scheduleSlotSchema: z.ZodType<ScheduleSlot> = z.union([floorHeatSlotSchema, breakSlotSchema]);

export const scheduleSlotsSchema = keyed(scheduleSlotSchema);

export const runningOrderRecordSchema: z.ZodType<RunningOrderRecord> = z.object({
  settings: scheduleSettingsSchema.optional(),
  slots: scheduleSlotsSchema.optional(),
});
