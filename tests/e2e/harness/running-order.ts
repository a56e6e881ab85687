// The day's running order as the database holds it now, in the shape the domain's day model reads.
import type { CompetitionEvent, RunningOrderRecord } from '../../../src/domain/model';
import { type RunningOrderInput, scheduleSettingsOf } from '../../../src/domain/running-order';
import { readTree } from './db-reader';

export async function readRunningOrder(): Promise<RunningOrderInput> {
  const events = (await readTree<Record<string, CompetitionEvent>>('events')) ?? {};
  const schedule = (await readTree<RunningOrderRecord>('schedule')) ?? {};
  return { events, slots: schedule.slots ?? {}, settings: scheduleSettingsOf(schedule.settings) };
}
