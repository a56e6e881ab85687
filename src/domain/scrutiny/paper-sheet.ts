// A typed paper sheet: whether it is complete, how two typings differ, and the sheet a settlement gives.
import type { PaperSheet } from '../records';
import type { PaperRound } from './paper-round';

/** dance → entryId → mark, as typed from the judge's paper sheet. */
export type PaperDances = Readonly<Record<string, Readonly<Record<string, number>>>>;

/** Which typing a settled mark is taken from. */
export type PaperChoice = 'first' | 'second';

export interface PaperDifference {
  dance: string;
  entryId: string;
  first: number | undefined;
  second: number | undefined;
}

/** `dance|entryId`, the key of a choice between the two typings. */
export const differenceKey = (dance: string, entryId: string): string => `${dance}|${entryId}`;

/**
 * Why the sheet cannot be the judge's marks, or null: a recall sheet gives every couple 0 or 1 in every dance;
 * a final sheet gives every couple a different place 1..N in every dance.
 */
export function paperSheetProblem(round: PaperRound, dances: PaperDances, label: (entryId: string) => string = (id) => id): string | null {
  const n = round.entryIds.length;
  for (const dance of round.dances) {
    const marks = dances[dance] ?? {};
    const extra = Object.keys(marks).find((id) => !round.entryIds.includes(id));
    if (extra) return `${dance}: couple ${label(extra)} is not on this round's floor.`;
    for (const entryId of round.entryIds) {
      const mark = marks[entryId];
      if (round.kind === 'recall' && mark !== 0 && mark !== 1) return `${dance}: couple ${label(entryId)} has no recall mark (0 or 1).`;
      if (round.kind === 'final' && (mark === undefined || !Number.isInteger(mark) || mark < 1 || mark > n)) {
        return `${dance}: give couple ${label(entryId)} a place from 1 to ${n}.`;
      }
    }
    if (round.kind === 'final') {
      const places = round.entryIds.map((id) => marks[id]);
      const twice = places.find((place, i) => places.indexOf(place) !== i);
      if (twice !== undefined) return `${dance}: place ${twice} is given twice; every couple takes a different place.`;
    }
  }
  const unknown = Object.keys(dances).find((dance) => !round.dances.includes(dance));
  return unknown ? `${unknown} is not a dance of this event.` : null;
}

/** Every mark where the two typings disagree, in dance order, then the round's couple order. */
export function paperDifferences(round: PaperRound, first: PaperSheet, second: PaperSheet): PaperDifference[] {
  return round.dances.flatMap((dance) =>
    round.entryIds
      .map((entryId) => ({ dance, entryId, first: first.dances[dance]?.[entryId], second: second.dances[dance]?.[entryId] }))
      .filter((d) => d.first !== d.second),
  );
}

/** The sheet the two typings give with a choice made for every difference (the first where they agree). */
export function settledDances(round: PaperRound, first: PaperSheet, second: PaperSheet, choices: Readonly<Record<string, PaperChoice>>): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const dance of round.dances) {
    out[dance] = {};
    for (const entryId of round.entryIds) {
      const from = choices[differenceKey(dance, entryId)] === 'second' ? second : first;
      const mark = from.dances[dance]?.[entryId];
      if (mark !== undefined) out[dance][entryId] = mark;
    }
  }
  return out;
}
