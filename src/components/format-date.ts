// How the site writes days and times. Intl only (no date library in the first view's bundle).

/**
 * A format made on its first use, not when the module loads: the four formats made at once cost a phone on the
 * benchmark's profile (CPU 4× slower) about 260 ms of its first view, and a page uses one or two of them.
 */
function formatOnFirstUse(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat('en-US', options));
}

const DAY = formatOnFirstUse({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const INSTANT = formatOnFirstUse({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const DAY_TIME = formatOnFirstUse({ weekday: 'short', hour: 'numeric', minute: '2-digit' });

/** A calendar day is stored as 'yyyy-MM-dd' and means that day wherever the reader is. */
function parseDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** "Saturday, December 5, 2026"; the stored text itself when it is not a day. */
export function formatDay(day: string): string {
  const date = parseDay(day);
  return date ? DAY().format(date) : day;
}

/** "Saturday, December 5, 2026", or "Saturday, December 5 – Sunday, December 6, 2026" for two days. */
export function formatDayRange(start: string | undefined, end: string | undefined): string {
  if (!start) return end ? formatDay(end) : '';
  if (!end || end === start) return formatDay(start);
  const first = parseDay(start);
  const last = parseDay(end);
  // ICU puts thin spaces around the dash; plain ones read the same everywhere and match what people type.
  return first && last ? DAY().formatRange(first, last).replace(/\s–\s/, ' – ') : `${start} – ${end}`;
}

/** An instant in the reader's time zone: "Sat, Nov 1, 2026, 11:59 PM". */
export function formatInstant(ms: number): string {
  return INSTANT().format(new Date(ms));
}

/**
 * The time of day only, for schedules: "10:30 AM", in the reader's time zone, as en-US Intl writes it. Written by
 * hand: it is the one format /live and /schedule need for their first view, and Intl's first format of a page
 * costs a phone about 150 ms of CPU (bench:web's profile); it also reads the same on every browser's Intl data.
 */
export function formatClock(ms: number): string {
  const date = new Date(ms);
  const hours = date.getHours();
  return `${hours % 12 || 12}:${String(date.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A scheduled start on a competition weekend: "Sat 10:30 AM". */
export function formatDayTime(ms: number): string {
  return DAY_TIME().format(new Date(ms));
}
