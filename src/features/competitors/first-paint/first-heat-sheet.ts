// What a dancer's page first shows, from the REST answers its HTML asked for, before the app has loaded
// (paint-first-competitor.ts): their name, team and numbers, and their heats with the day's times and outcomes. The
// same functions as the screen (competitor-details.tsx), so the painted heats are the heats the screen then lists.
import { formatClock } from '../../../components/format-date';
import { isObject } from '../../../components/first-paint/is-object';
import { runningOrderAnswersOf } from '../../../components/first-paint/running-order-answers';
import { paceText } from '../../../components/running-order/lateness-text';
import { keyedRecord } from '../../../data/keyed-record';
import { dayModelOf, dayTimelineOf, heatsWithDayTimes } from '../../../domain/running-order';
import { competitorHeatsFromSummaries, postedOutcome, type CompetitorEntrySummary } from '../../../domain/summaries';
import { outcomeText, type OutcomeText } from '../components/outcome-text';
import { competitorFromSummaries, competitorLeadText } from '../hooks/competitor-index';

export interface FirstHeatRow {
  heat: string;
  time: string;
  /** Only with several floors, as the screen's table. */
  floor?: string;
  eventName: string;
  roundName: string;
  /** Recalled or not once posted and public (strong), else where the heat is in the day: the screen's outcome cell. */
  outcome: OutcomeText;
  /** The heat on the floor now: the screen marks its row. */
  onFloor: boolean;
}

export interface FirstHeatSheet {
  name: string;
  /** "Carnegie Mellon · No. 112" */
  lead: string;
  /** Empty before the dancer is in a heat of the running order (the screen then shows no table). */
  heats: FirstHeatRow[];
  floorCount: number;
  /** The screen's pace line above the heats ("Running 5 min late"); null without times. */
  pace: string | null;
}

type Records = Record<string, Record<string, CompetitorEntrySummary>>;

const entryReadable = (entry: unknown) => isObject(entry) && ['leadName', 'followName', 'leadId', 'followId', 'affiliation'].every((field) => typeof entry[field] === 'string');

/** The dancer's records (event → entry → summary) with each entry's rounds as a record, or a TypeError. */
function recordsOf(answer: unknown): Records {
  if (!isObject(answer) || !Object.values(answer).every((entries) => isObject(entries) && Object.values(entries).every(entryReadable))) {
    throw new TypeError("first paint: the answer is not a dancer's entries");
  }
  return Object.fromEntries(Object.entries(answer).map(([event, entries]) => [
    event,
    Object.fromEntries(Object.entries(entries as Record<string, CompetitorEntrySummary>).map(([id, entry]) => [id, { ...entry, rounds: keyedRecord(entry.rounds) }])),
  ])) as Records;
}

/**
 * The dancer's first view, or null for nobody entered (the screen then says so). The answers are the database's
 * JSON as it came, not yet checked by the app's read schemas: a shape this cannot read throws, and nothing is painted.
 */
export function firstHeatSheet(id: string, entries: unknown, eventIndex: unknown, schedule: unknown, resultsShown: unknown, now: number): FirstHeatSheet | null {
  const records = recordsOf(entries ?? {});
  const competitor = competitorFromSummaries(id, records);
  if (!competitor) return null;
  const { summaries, input } = runningOrderAnswersOf(eventIndex, schedule);
  const day = dayModelOf(input, now);
  const heats = heatsWithDayTimes(competitorHeatsFromSummaries(dayTimelineOf(input, now), summaries, records), day);
  const floorCount = day.floors.length;
  return {
    name: competitor.name,
    lead: competitorLeadText(competitor),
    floorCount,
    pace: paceText(day.latenessMinutes, day.floors),
    heats: heats.map((heat) => {
      const time = heat.estimatedStart ?? heat.plannedStart;
      return {
        heat: String(heat.heatNumber), time: time === undefined ? '—' : formatClock(time), ...(floorCount > 1 ? { floor: heat.floor } : {}),
        eventName: heat.eventName, roundName: heat.roundName, onFloor: heat.status === 'on-floor',
        outcome: outcomeText(resultsShown === true ? postedOutcome(input.events[heat.eventName], heat.roundNumber, records[heat.eventName]?.[heat.entryId]?.rounds) : undefined, heat.status),
      };
    }),
  };
}
