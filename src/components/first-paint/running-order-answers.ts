// The running order and the events' index as a page's first-paint module gets them: the database's JSON from the
// REST answers its HTML asked for, not yet checked by the app's read schemas (which load with the app). Only the
// few shapes the day's timeline relies on are checked here: a painted heat the screen would then refuse as
// malformed would be worse than no early paint.
import { keyedRecord } from '../../data/keyed-record';
import type { CompetitionEvent, RunningOrderRecord } from '../../domain/model';
import { scheduleSettingsOf, type RunningOrderInput } from '../../domain/running-order';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
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

/**
 * The running order's input from the two answers; an event's rounds (keyed 1, 2, …, so sent as a sparse array) as a
 * record, as the app's read schema makes them. Throws a TypeError for a shape the day's timeline cannot read.
 */
export function runningOrderInputOf(eventIndex: unknown, schedule: unknown): RunningOrderInput {
  if (!readable(eventIndex, schedule)) throw new TypeError('first paint: the answers are not an events index and a running order');
  const record = (schedule ?? {}) as RunningOrderRecord;
  const events = Object.fromEntries(Object.entries(eventIndex ?? {}).map(([name, event]) => [name, { ...(event as object), rounds: keyedRecord((event as { rounds?: unknown }).rounds) }])) as Record<string, CompetitionEvent>;
  return { events, slots: record.slots ?? {}, settings: scheduleSettingsOf(record.settings) };
}
