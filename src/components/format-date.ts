// How the site writes days and times. Intl only (no date library in the first view's bundle).

const DAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const INSTANT = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const CLOCK = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** A calendar day is stored as 'yyyy-MM-dd' and means that day wherever the reader is. */
function parseDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** "Saturday, December 5, 2026"; the stored text itself when it is not a day. */
export function formatDay(day: string): string {
  const date = parseDay(day);
  return date ? DAY.format(date) : day;
}

/** "Saturday, December 5, 2026", or "Saturday, December 5 – Sunday, December 6, 2026" for two days. */
export function formatDayRange(start: string | undefined, end: string | undefined): string {
  if (!start) return end ? formatDay(end) : '';
  if (!end || end === start) return formatDay(start);
  const first = parseDay(start);
  const last = parseDay(end);
  // ICU puts thin spaces around the dash; plain ones read the same everywhere and match what people type.
  return first && last ? DAY.formatRange(first, last).replace(/\s–\s/, ' – ') : `${start} – ${end}`;
}

/** An instant in the reader's time zone: "Sat, Nov 1, 2026, 11:59 PM". */
export function formatInstant(ms: number): string {
  return INSTANT.format(new Date(ms));
}

/** The time of day only, for schedules: "10:30 AM". */
export function formatClock(ms: number): string {
  return CLOCK.format(new Date(ms));
}

const DAY_TIME = new Intl.DateTimeFormat('en-US', { weekday: 'short', hour: 'numeric', minute: '2-digit' });

/** A scheduled start on a competition weekend: "Sat 10:30 AM". */
export function formatDayTime(ms: number): string {
  return DAY_TIME.format(new Date(ms));
}
