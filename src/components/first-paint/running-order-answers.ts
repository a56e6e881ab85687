// The running order and the events' index as a page's first-paint module gets them: the database's JSON from the
// REST answers its HTML asked for, not yet checked by the app's read schemas (which load with the app). Only the
// few shapes the day's timeline relies on are checked here: a painted heat the screen would then refuse as
// malformed would be worse than no early paint.
import { keyedRecord } from '../../data/keyed-record';
import type { RunningOrderRecord } from '../../domain/model';
import { scheduleSettingsOf, type RunningOrderInput } from '../../domain/running-order';
import { eventsFromIndex, type EventSummary } from '../../domain/summaries';
import { isObject } from './is-object';

const absent = (value: unknown) => value === null || value === undefined;

function readable(events: unknown, schedule: unknown): events is Record<string, unknown> | null | undefined {
  const roundsReadable = (rounds: unknown) => rounds === undefined || isObject(rounds) || (Array.isArray(rounds) && rounds.every((r) => r === null || isObject(r)));
  const eventReadable = (event: unknown) => isObject(event) && typeof event.eventName === 'string' && roundsReadable(event.rounds);
  const slotReadable = (slot: unknown) => isObject(slot) && (slot.kind === 'break' || (slot.kind === 'heat' && Number.isInteger(slot.number) && isObject(slot.rounds)));
  const eventsReadable = absent(events) || (isObject(events) && Object.values(events).every(eventReadable));
  const slots = isObject(schedule) ? schedule.slots : undefined;
  const scheduleReadable = absent(schedule) || (isObject(schedule) && (slots === undefined || (isObject(slots) && Object.values(slots).every(slotReadable))));
  return eventsReadable && scheduleReadable;
}

export interface RunningOrderAnswers {
  /** The events' index as the app reads it (useEventSummaries). */
  summaries: Record<string, EventSummary>;
  /** The running order over the index's events, as the app's useIndexTimeline makes it. */
  input: RunningOrderInput;
}

/**
 * The index and the running order from the two answers, as the app's hooks make them: an event's rounds (keyed 1, 2,
 * …, so sent as a sparse array) as a record, as its read schema does. Throws a TypeError for a shape the day's
 * timeline cannot read.
 */
export function runningOrderAnswersOf(eventIndex: unknown, schedule: unknown): RunningOrderAnswers {
  if (!readable(eventIndex, schedule)) throw new TypeError('first paint: the answers are not an events index and a running order');
  const record = (schedule ?? {}) as RunningOrderRecord;
  const summaries = Object.fromEntries(Object.entries(eventIndex ?? {}).map(([name, event]) => [name, { ...(event as object), rounds: keyedRecord((event as { rounds?: unknown }).rounds) }])) as Record<string, EventSummary>;
  return { summaries, input: { events: eventsFromIndex(summaries), slots: record.slots ?? {}, settings: scheduleSettingsOf(record.settings) } };
}

/** The running order's input alone (runningOrderAnswersOf). */
export const runningOrderInputOf = (eventIndex: unknown, schedule: unknown): RunningOrderInput => runningOrderAnswersOf(eventIndex, schedule).input;
