// Each judge's letter for the whole competition. A letter once given (panels/letters) is kept; judges
// without one take the first free letters in the order they were added (push keys sort by creation time).
// Panels never change letters: a panel of A, C and E prints A, C and E.
import type { Official } from '../model';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A, B, … Z, then AA, AB, … so a letter is never the name of two judges. */
export function letterAt(index: number): string {
  return index < ALPHABET.length ? ALPHABET[index] : letterAt(Math.floor(index / ALPHABET.length) - 1) + ALPHABET[index % ALPHABET.length];
}

export function judgeKeysOf(officials: Readonly<Record<string, Official>> | undefined): string[] {
  return Object.entries(officials ?? {})
    .filter(([, official]) => official?.role === 'Judge')
    .map(([key]) => key)
    .sort();
}

/** Judge key → letter for every current judge: the stored letter when there is one, else the first free letter. */
export function judgeLetters(officials: Readonly<Record<string, Official>> | undefined, stored: Readonly<Record<string, string>> = {}): Record<string, string> {
  const keys = judgeKeysOf(officials);
  const taken = new Set(Object.values(stored));
  const out: Record<string, string> = {};
  let next = 0;
  for (const key of keys) {
    const kept = stored[key];
    if (kept !== undefined) {
      out[key] = kept;
      continue;
    }
    while (taken.has(letterAt(next))) next += 1;
    out[key] = letterAt(next);
    taken.add(out[key]);
  }
  return out;
}

/** Stores the letters of judges who have none yet (call whenever a judge is added); {} when all have one. */
export function newJudgeLettersPatch(officials: Readonly<Record<string, Official>> | undefined, stored: Readonly<Record<string, string>> = {}): TreeUpdate {
  const patch: TreeUpdate = {};
  for (const [key, letter] of Object.entries(judgeLetters(officials, stored))) {
    if (stored[key] === undefined) patch[paths.judgeLetter(key)] = letter;
  }
  return patch;
}

/** Letters in column order: A before B, shorter before longer (Z before AA). */
export function compareLetters(a: string, b: string): number {
  return a.length - b.length || a.localeCompare(b);
}
