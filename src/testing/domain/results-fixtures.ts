// Builds builder inputs from compact mark tables, the way the database stores them.
import type { JudgeMarks, RoundEntry } from '../../domain/model';
import type { ResultJudge } from '../../domain/results';

/** Entries keyed "e<number>" with back number <number>. */
export function entriesNumbered(numbers: readonly number[]): Record<string, RoundEntry> {
  return Object.fromEntries(
    numbers.map((n) => [`e${n}`, { leadName: `Lead ${n}`, followName: `Follow ${n}`, leadNumber: n, affiliation: n % 2 === 0 ? 'Even U' : 'Odd U' }]),
  );
}

export function panel(labels: readonly string[]): ResultJudge[] {
  return labels.map((label) => ({ key: `judge-${label}`, label }));
}

/**
 * table[dance][backNumber] = marks in panel order → marks/<event>/<round> (judge key → JudgeMarks).
 * `undefined` in a row leaves that mark out, as a judge's tablet does for an unmarked couple.
 */
export function storedMarks(judges: readonly ResultJudge[], table: Record<string, Record<number, readonly (number | undefined)[]>>): Record<string, JudgeMarks> {
  const stored: Record<string, JudgeMarks> = {};
  judges.forEach((judge, j) => {
    const dances: Record<string, Record<string, number>> = {};
    for (const [dance, rows] of Object.entries(table)) {
      dances[dance] = {};
      for (const [number, marks] of Object.entries(rows)) {
        const mark = marks[j];
        if (mark !== undefined) dances[dance][`e${number}`] = mark;
      }
    }
    stored[judge.key] = { dances, submittedAt: 1 };
  });
  return stored;
}

/** Every key in a record, at any depth. */
export function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...allKeys(inner)]);
  return [];
}

/** Paths of values the database would drop or refuse: undefined, null, empty arrays, arrays with holes. */
export function unsavableValues(value: unknown, path = ''): string[] {
  if (value === undefined || value === null) return [path];
  if (Array.isArray(value)) {
    if (value.length === 0) return [path];
    return Array.from({ length: value.length }, (_, i) => (i in value ? unsavableValues(value[i], `${path}[${i}]`) : [`${path}[${i}]`])).flat();
  }
  if (typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => unsavableValues(inner, `${path}.${key}`));
  if (typeof value === 'number' && !Number.isFinite(value)) return [path];
  return [];
}
