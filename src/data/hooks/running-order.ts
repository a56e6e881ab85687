// The day's running order as every screen that shows heats or times needs it: the stored schedule/ with
// settings defaulted, and the events the heats name. Marks are officials-only, so they are not read here.
import { useMemo } from 'react';
import type { CompetitionEvent, RunningOrderRecord, ScheduleSlot } from '../../domain/model';
import { scheduleSettingsOf, dayTimelineOf, type RunningOrderInput, type Timeline } from '../../domain/running-order';
import { paths } from '../paths';
import { lazySchema } from '../lazy-schema';
import { type DbValue, useDbValue } from '../use-db-value';
import { useEvents } from './competition';

const runningOrderRecordSchema = lazySchema('runningOrderRecordSchema');
const scheduleSlotsSchema = lazySchema('scheduleSlotsSchema');

/** schedule/ as stored (settings and slots), or undefined before anything was built. */
export function useSchedule(): DbValue<RunningOrderRecord> {
  return useDbValue(paths.schedule(), runningOrderRecordSchema);
}

/** Only the slots (heats and breaks), for a screen that needs no settings, such as the judge's tablet. */
export function useScheduleSlots(): DbValue<Record<string, ScheduleSlot>> {
  return useDbValue(paths.scheduleSlots(), scheduleSlotsSchema);
}

function combined(schedule: DbValue<RunningOrderRecord>, events: DbValue<Record<string, CompetitionEvent>>): DbValue<RunningOrderInput> {
  if (schedule.error || events.error) return { data: undefined, loading: false, error: schedule.error ?? events.error };
  if (schedule.loading || events.loading) return { data: undefined, loading: true, error: null };
  const record = schedule.data ?? {};
  return {
    data: { events: events.data ?? {}, slots: record.slots ?? {}, settings: scheduleSettingsOf(record.settings) },
    loading: false,
    error: null,
  };
}

/** The running order with the events it names, ready for the domain (timelineOf, findClashes, …). */
export function useRunningOrder(): DbValue<RunningOrderInput> {
  const schedule = useSchedule();
  const events = useEvents();
  return useMemo(() => combined(schedule, events), [schedule, events]);
}

export interface LiveTimeline {
  input: RunningOrderInput;
  timeline: Timeline;
}

/**
 * The running order's timeline as of `now`: statuses, planned and estimated times and the lateness. Pass a
 * ticking time (useNow) so estimates move while nothing is written; new start/finish times arrive live.
 */
export function useTimeline(now: number): DbValue<LiveTimeline> {
  const order = useRunningOrder();
  return useMemo((): DbValue<LiveTimeline> => {
    if (!order.data) return { data: undefined, loading: order.loading, error: order.error };
    return { data: { input: order.data, timeline: dayTimelineOf(order.data, now) }, loading: false, error: null };
  }, [order, now]);
}
