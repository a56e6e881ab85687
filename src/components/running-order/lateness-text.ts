// How every screen says how the day runs against its plan.

/** "Running 13 min late", "Running 4 min early", "On time"; null when the day has no times (or is over). */
export function latenessText(minutes: number | null): string | null {
  if (minutes === null) return null;
  if (minutes === 0) return 'On time';
  return minutes > 0 ? `Running ${minutes} min late` : `Running ${-minutes} min early`;
}
