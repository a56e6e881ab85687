// Between epoch milliseconds and the value of an <input type="datetime-local"> (local wall-clock time).
import { format, isValid, parse } from 'date-fns';

const LOCAL = "yyyy-MM-dd'T'HH:mm";

export function toDateTimeInput(ms: number | null | undefined): string {
  return ms === null || ms === undefined ? '' : format(ms, LOCAL);
}

/** '' (a cleared input) and anything unparsable become null. */
export function fromDateTimeInput(value: string): number | null {
  if (!value) return null;
  const date = parse(value, LOCAL, new Date());
  return isValid(date) ? date.getTime() : null;
}

export function fromNumberInput(value: string): number | null {
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}
