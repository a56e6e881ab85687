// How a judge's recall marks for one dance compare with the number the round asks for.

export type RecallCountStatus = 'under' | 'exact' | 'over';

export interface RecallCount {
  marked: number;
  requested: number;
  status: RecallCountStatus;
  /** "6 of 7 marked" */
  label: string;
}

export function recallCount(marks: Readonly<Record<string, number>>, requested: number): RecallCount {
  const marked = Object.values(marks).filter((m) => m === 1).length;
  const status: RecallCountStatus = marked < requested ? 'under' : marked > requested ? 'over' : 'exact';
  return { marked, requested, status, label: `${marked} of ${requested} marked` };
}

/** Dances whose count differs from the request, for the warning before a judge submits. */
export function dancesWithWrongCount(
  byDance: Readonly<Record<string, Readonly<Record<string, number>>>>,
  dances: readonly string[],
  requested: number,
): { dance: string; count: RecallCount }[] {
  return dances
    .map((dance) => ({ dance, count: recallCount(byDance[dance] ?? {}, requested) }))
    .filter(({ count }) => count.status !== 'exact');
}
