// The one model of the day (issue 29) as every day-of screen reads it: the running order, the events its heats
// name, and the desk's check-ins where the reader may read them, joined by the domain's dayModelOf.
import { useMemo } from 'react';
import type { CompetitionEvent, RunningOrderRecord } from '../../domain/model';
import { dayModelOf, scheduleSettingsOf, type DancerCheckIns, type DayModel } from '../../domain/running-order';
import { lazySchema } from '../lazy-schema';
import { paths } from '../paths';
import { type DbValue, useDbValue } from '../use-db-value';
import { useEventsWhen } from './competition';
import { useSchedule } from './running-order';
import { useEventIndex } from './summaries';

const checkInsSchema = lazySchema('checkInsSchema');

export interface DayOptions {
  /**
   * 'index': the public events' index (rounds and their states, no couples), for screens anyone may open
   * (/live); 'full' (default): the events with their couples, for officials.
   */
  events?: 'full' | 'index';
  /** Read the desk's check-ins (organiser, treasurer and deck captain may); others pass false. */
  checkIns?: boolean;
}

function dayOf(schedule: DbValue<RunningOrderRecord>, events: DbValue<Record<string, CompetitionEvent>>, checkIns: DbValue<DancerCheckIns>, now: number): DbValue<DayModel> {
  const error = schedule.error ?? events.error;
  if (error) return { data: undefined, loading: false, error };
  if (schedule.loading || events.loading || checkIns.loading) return { data: undefined, loading: true, error: null };
  const record = schedule.data ?? {};
  const input = { events: events.data ?? {}, slots: record.slots ?? {}, settings: scheduleSettingsOf(record.settings) };
  // Check-ins the reader may not read (refused) leave the deck captain's check-ins as the only arrivals.
  return { data: dayModelOf(input, now, checkIns.error ? {} : checkIns.data ?? {}), loading: false, error: null };
}

/** The desk's check-ins for the day (organiser, treasurer and deck captain may read them); nothing read when not `enabled`. */
export function useDancerCheckIns(enabled = true): DbValue<DancerCheckIns> {
  return useDbValue(enabled ? paths.dancerCheckIns() : null, checkInsSchema);
}

/** The day as of `now` (pass a ticking useNow so estimates move while nothing is written). */
export function useDay(now: number, options: DayOptions = {}): DbValue<DayModel> {
  const index = options.events === 'index';
  const schedule = useSchedule();
  const full = useEventsWhen(!index);
  const summary = useEventIndex(index);
  const checkIns = useDancerCheckIns(options.checkIns === true);
  const events = index ? summary : full;
  return useMemo(() => dayOf(schedule, events, checkIns, now), [schedule, events, checkIns, now]);
}
