// Reads of the public summaries (src/domain/summaries): what spectators' pages read instead of `events`,
// so a phone downloads what the page shows (docs/DATA-MODEL.md, "Public summaries").
import { useMemo } from 'react';
import type { CompetitionEvent } from '../../domain/model';
import { scheduleSettingsOf, dayTimelineOf, type RunningOrderInput } from '../../domain/running-order';
import { type CompetitorEntrySummary, type CompetitorListing, type EntrySummary, type EventSummary, eventsFromIndex } from '../../domain/summaries';
import { paths } from '../paths';
import { lazySchema } from '../lazy-schema';
import { type DbValue, useDbValue } from '../use-db-value';
import type { LiveTimeline } from './running-order';
import { useSchedule } from './running-order';

const eventIndexSchema = lazySchema('eventIndexSchema');
const entryListSchema = lazySchema('entryListSchema');
const entryListSchemaByEvent = lazySchema('entryListsByEventSchema');
const competitorEntriesSchema = lazySchema('competitorEntriesSchema');
const competitorListSchema = lazySchema('competitorListSchema');

/** eventIndex as stored: every event with its rounds and how many couples each round has. */
export function useEventSummaries(enabled = true): DbValue<Record<string, EventSummary>> {
  return useDbValue(enabled ? paths.eventIndex() : null, eventIndexSchema);
}

/** Every event with its rounds (no entries, no rounds' couples), in the events' own shape. */
export function useEventIndex(enabled = true): DbValue<Record<string, CompetitionEvent>> {
  const index = useEventSummaries(enabled);
  // An absent index (no events yet) reads as null: no events.
  return useMemo(() => (index.loading || index.error ? { ...index, data: undefined } : { ...index, data: eventsFromIndex(index.data ?? {}) }), [index]);
}

/** One event's couples (public fields); null waits. */
export function useEventEntryList(eventName: string | null): DbValue<Record<string, EntrySummary>> {
  return useDbValue(eventName === null ? null : paths.eventEntryList(eventName), entryListSchema);
}

/** Every event's couples: only for a search over all of them, never a first view. */
export function useAllEventEntryLists(enabled: boolean): DbValue<Record<string, Record<string, EntrySummary>>> {
  return useDbValue(enabled ? paths.eventEntryLists() : null, entryListSchemaByEvent);
}


/** A person's entries, by event then entryId, with the rounds they are on the floor of. */
export function useCompetitorEntries(personId: string | null): DbValue<Record<string, Record<string, CompetitorEntrySummary>>> {
  return useDbValue(personId === null ? null : paths.competitorEntries(personId), competitorEntriesSchema);
}

/** Every dancer's line on /competitors. */
export function useCompetitorList(): DbValue<Record<string, CompetitorListing>> {
  return useDbValue(paths.competitorList(), competitorListSchema);
}

/** The running order's timeline over the events' index (no couples), for the live view and heat sheets. */
export function useIndexTimeline(now: number): DbValue<LiveTimeline> {
  const schedule = useSchedule();
  const events = useEventIndex();
  const input = useMemo((): DbValue<RunningOrderInput> => {
    if (schedule.error || events.error) return { data: undefined, loading: false, error: schedule.error ?? events.error };
    if (schedule.loading || events.loading) return { data: undefined, loading: true, error: null };
    const record = schedule.data ?? {};
    return { data: { events: events.data ?? {}, slots: record.slots ?? {}, settings: scheduleSettingsOf(record.settings) }, loading: false, error: null };
  }, [schedule, events]);
  return useMemo((): DbValue<LiveTimeline> => {
    if (!input.data) return { data: undefined, loading: input.loading, error: input.error };
    return { data: { input: input.data, timeline: dayTimelineOf(input.data, now) }, loading: false, error: null };
  }, [input, now]);
}
