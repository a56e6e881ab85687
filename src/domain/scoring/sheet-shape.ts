// The engine's public functions are typed, but their sheets come from screens, tests and stored
// records: a null, a list where a record belongs, or a mark stored as text must be refused with a
// MarkSheetError that says what is wrong, never a TypeError from deep inside (nor scored as is).

import { MarkSheetError } from './errors';

/** A record keyed by name: an object that is neither null nor a list. */
export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What a value is, for a message about the wrong kind of value: "a list", "nothing", "the text "1"". */
export function describeValue(value: unknown): string {
  if (value === undefined || value === null) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the text ${JSON.stringify(value)}`;
  if (typeof value === 'number') return `the number ${String(value)}`;
  return `a ${typeof value}`;
}

/**
 * Refuses anything but a record. `what` names the sheet with its verb ("The final mark sheet is",
 * "The marks for Waltz are"); `shape` says what a good one holds.
 */
export function requireRecord(value: unknown, what: string, shape: string, dance?: string): asserts value is Readonly<Record<string, unknown>> {
  if (isRecord(value)) return;
  throw new MarkSheetError('not-a-sheet', `${what} ${describeValue(value)}, not a record of ${shape}.`, dance === undefined ? {} : { dance });
}
