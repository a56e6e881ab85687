// Live reads shared by many screens. Each reads exactly one path, so pages download only what they show.
// Schemas load on first use (lazy-schema.ts), so a page's first view carries no zod.
import type { CompetitionEvent, CompetitionMetadata, EventDisplaySettings, JudgeMarks } from '../../domain/model';
import { paths } from '../paths';
import { lazySchema } from '../lazy-schema';
import { type DbValue, useDbValue } from '../use-db-value';

const competitionMetadataSchema = lazySchema('competitionMetadataSchema');
const eventsSchema = lazySchema('eventsSchema');
const eventSchema = lazySchema('eventSchema');
const eventDisplaySettingsSchema = lazySchema('eventDisplaySettingsSchema');
const roundMarksSchema = lazySchema('roundMarksSchema');
const judgeMarksSchema = lazySchema('judgeMarksSchema');

export function useCompetitionMetadata(): DbValue<CompetitionMetadata> {
  return useDbValue(paths.competitionMetadata(), competitionMetadataSchema);
}

/** Every event with its entries and rounds. Heavy: only for screens that show all of them. */
export function useEvents(): DbValue<Record<string, CompetitionEvent>> {
  return useDbValue(paths.events(), eventsSchema);
}

/** Every event in full only while `enabled` (a search over the couples); a first view reads the events' index. */
export function useEventsWhen(enabled: boolean): DbValue<Record<string, CompetitionEvent>> {
  return useDbValue(enabled ? paths.events() : null, eventsSchema);
}

export function useEvent(eventName: string | null): DbValue<CompetitionEvent> {
  return useDbValue(eventName === null ? null : paths.event(eventName), eventSchema);
}

export function useEventSettings(): DbValue<EventDisplaySettings> {
  return useDbValue(paths.eventSettings(), eventDisplaySettingsSchema);
}

/** All judges' marks of one round (officials only; the rules refuse it to the public). */
export function useRoundMarks(eventName: string | null, roundNumber: number | null): DbValue<Record<string, JudgeMarks>> {
  const path = eventName === null || roundNumber === null ? null : paths.roundMarks(eventName, roundNumber);
  return useDbValue(path, roundMarksSchema);
}

export function useJudgeMarks(eventName: string | null, roundNumber: number | null, judgeKey: string | null): DbValue<JudgeMarks> {
  const path =
    eventName === null || roundNumber === null || judgeKey === null ? null : paths.judgeMarks(eventName, roundNumber, judgeKey);
  return useDbValue(path, judgeMarksSchema);
}
