// schedule/slots read for the judge's tablet (issue 17): only what the tablet needs to put a judge's rounds
// in running order with their heat numbers. Kept minimal on purpose: the running-order feature owns the full
// read of schedule/ (src/data/hooks/running-order.ts); switch to it once it lands.
import { z } from 'zod';
import type { ScheduleSlot } from '../../domain/model';
import { paths } from '../paths';
import { type DbValue, useDbValue } from '../use-db-value';

const times = { startedAt: z.number().optional(), finishedAt: z.number().optional() };

const heatRoundSchema = z.object({
  eventName: z.string(),
  roundNumber: z.number(),
  part: z.number().optional(),
  parts: z.number().optional(),
  couples: z.record(z.string(), z.literal(true)).optional(),
});

const slotSchema: z.ZodType<ScheduleSlot, unknown> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('heat'), number: z.number(), position: z.number(), rounds: z.record(z.string(), heatRoundSchema).default({}), ...times }),
  z.object({ kind: z.literal('break'), position: z.number(), label: z.string(), minutes: z.number(), ...times }),
]);

const slotsSchema = z.record(z.string(), slotSchema);

export function useScheduleSlots(): DbValue<Record<string, ScheduleSlot>> {
  return useDbValue(paths.scheduleSlots(), slotsSchema);
}
