// The lateness estimate in words, as the dashboard shows it per floor.

/** "on time", "running 5 min late", "running 3 min early"; null before the day has a pace. */
export function latenessWords(minutes: number | null): string | null {
  if (minutes === null) return null;
  if (minutes === 0) return 'on time';
  return minutes > 0 ? `running ${minutes} min late` : `running ${-minutes} min early`;
}
