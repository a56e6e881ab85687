// How every screen says how the day runs against its plan, for the day or for each floor of several.

/** "running 13 min late", "running 4 min early", "on time"; null when there are no times (or the day is over). */
export function latenessWords(minutes: number | null): string | null {
  if (minutes === null) return null;
  if (minutes === 0) return 'on time';
  return minutes > 0 ? `running ${minutes} min late` : `running ${-minutes} min early`;
}

/** "Running 13 min late", "Running 4 min early", "On time"; null when the day has no times (or is over). */
export function latenessText(minutes: number | null): string | null {
  const words = latenessWords(minutes);
  return words === null ? null : words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The pace of a day: one sentence with one floor, or each floor's own with several (issue 30: lateness is
 * estimated per floor), e.g. "Main floor: running 5 min late; Side floor: on time". Null with no times at all.
 */
export function paceText(latenessMinutes: number | null, floors?: readonly { name: string; latenessMinutes: number | null }[]): string | null {
  if (!floors || floors.length < 2) return latenessText(latenessMinutes);
  const paces = floors.flatMap((floor) => {
    const words = latenessWords(floor.latenessMinutes);
    return words === null ? [] : [`${floor.name}: ${words}`];
  });
  return paces.length === 0 ? null : paces.join('; ');
}
