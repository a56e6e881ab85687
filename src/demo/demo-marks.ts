// Judges' marks that look like a real panel's: each judge sees every couple's true standard through
// their own noise, marks the best `recallSize` for recall, and ranks everyone in a final.
import type { JudgeMarks } from '../domain/model';
import type { Prng } from './prng';

/** How far a judge's view of a couple strays from its true standard, per dance (in skill units). */
const JUDGE_NOISE = 0.55;

function perceivedOrder(prng: Prng, skills: Readonly<Record<string, number>>): string[] {
  const seen = Object.entries(skills).map(([entryId, skill]) => ({ entryId, score: skill + JUDGE_NOISE * prng.normal() }));
  return seen.sort((a, b) => b.score - a.score || (a.entryId < b.entryId ? -1 : 1)).map(({ entryId }) => entryId);
}

/** One judge's recall marks: 1 for the `recallSize` couples that judge rates best in each dance. */
export function recallMarks(prng: Prng, skills: Readonly<Record<string, number>>, dances: readonly string[], recallSize: number): JudgeMarks['dances'] {
  const out: Record<string, Record<string, number>> = {};
  for (const dance of dances) {
    const order = perceivedOrder(prng, skills);
    out[dance] = Object.fromEntries(order.map((entryId, i) => [entryId, i < recallSize ? 1 : 0]));
  }
  return out;
}

/** One judge's final placings: 1..N in each dance, no ties. */
export function finalMarks(prng: Prng, skills: Readonly<Record<string, number>>, dances: readonly string[]): JudgeMarks['dances'] {
  const out: Record<string, Record<string, number>> = {};
  for (const dance of dances) {
    out[dance] = Object.fromEntries(perceivedOrder(prng, skills).map((entryId, i) => [entryId, i + 1]));
  }
  return out;
}

/** The first `count` marks of a judge's sheet, as saved one by one before the judge submits. */
export function partialMarks(marks: NonNullable<JudgeMarks['dances']>, count: number): JudgeMarks['dances'] {
  const out: Record<string, Record<string, number>> = {};
  let left = count;
  for (const [dance, byEntry] of Object.entries(marks)) {
    const taken = Object.entries(byEntry).slice(0, left);
    if (taken.length > 0) out[dance] = Object.fromEntries(taken);
    left -= taken.length;
  }
  return out;
}
