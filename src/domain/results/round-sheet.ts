// What a results builder reads: a round's couples, the event's dances, the judging panel and the
// judges' stored marks (marks/<event>/<round>: judge key → dance → entry id → mark).

import type { JudgeMarks, RoundEntry } from '../model';
import { MarkSheetError } from '../scoring';
import type { ResultCouple, ResultJudge } from './types';

export interface RoundSheetInput {
  /** The round's couples (round.entries). */
  entries: Readonly<Record<string, RoundEntry>>;
  /** The event's dances: dance → order (event.dances). */
  dances: Readonly<Record<string, number>>;
  /** The panel, in the order results list the judges. */
  judges: readonly ResultJudge[];
  /** marks/<event>/<round>: judge key → that judge's marks. */
  marks: Readonly<Record<string, JudgeMarks>>;
}

export interface RoundSheet {
  entryIds: string[];
  dances: string[];
  judges: ResultJudge[];
  /** Mark of one judge for one couple in one dance, or undefined when none was stored. */
  markOf: (judge: ResultJudge, dance: string, entryId: string) => number | undefined;
  /** One judge's marks for one dance: entry id → mark. */
  marksOf: (judge: ResultJudge, dance: string) => Readonly<Record<string, number>>;
  /** Back number, or names when there is none: how the scrutineer knows the couple. */
  coupleLabel: (entryId: string) => string;
}

/** Checks the panel against the marks that came in, before any mark is read. */
export function readRoundSheet(input: RoundSheetInput): RoundSheet {
  const entryIds = Object.keys(input.entries);
  const dances = Object.entries(input.dances)
    .sort(([, a], [, b]) => a - b)
    .map(([dance]) => dance);
  if (entryIds.length === 0) throw new MarkSheetError('no-couples', 'This round has no couples to score.');
  if (dances.length === 0) throw new MarkSheetError('no-dances', 'This event has no dances to score.');
  if (input.judges.length === 0) throw new MarkSheetError('no-judges', 'This round has no judges on its panel.');
  const coupleLabel = (entryId: string) => labelOf(input.entries[entryId], entryId);
  checkPanel(input, dances, coupleLabel);
  return {
    entryIds,
    dances,
    judges: [...input.judges],
    markOf: (judge, dance, entryId) => input.marks[judge.key]?.dances?.[dance]?.[entryId],
    marksOf: (judge, dance) => input.marks[judge.key]?.dances?.[dance] ?? {},
    coupleLabel,
  };
}

function labelOf(entry: RoundEntry | undefined, entryId: string): string {
  if (!entry) return entryId;
  return entry.leadNumber === undefined ? `${entry.leadName} & ${entry.followName}` : String(entry.leadNumber);
}

function checkPanel(input: RoundSheetInput, dances: string[], coupleLabel: (entryId: string) => string): void {
  const panel = new Set(input.judges.map((judge) => judge.key));
  const stranger = Object.keys(input.marks).find((key) => !panel.has(key));
  if (stranger !== undefined) {
    throw new MarkSheetError('extra-judge', `Marks came in from judge ${stranger}, who is not on this round's panel.`, { judge: stranger });
  }
  const danceSet = new Set(dances);
  for (const [judgeIndex, judge] of input.judges.entries()) {
    const marks = input.marks[judge.key]?.dances;
    if (!marks) {
      throw new MarkSheetError('missing-judge', `Judge ${judge.label} has no marks for this round.`, { judge: judge.label, judgeIndex });
    }
    for (const [dance, byEntry] of Object.entries(marks)) {
      if (!danceSet.has(dance)) {
        throw new MarkSheetError('unknown-dance', `Judge ${judge.label} has marks for ${dance}, which is not a dance of this event.`, { dance, judge: judge.label, judgeIndex });
      }
      const stray = Object.keys(byEntry ?? {}).find((entryId) => !(entryId in input.entries));
      if (stray !== undefined) {
        throw new MarkSheetError('unknown-couple', `Judge ${judge.label} marked couple ${coupleLabel(stray)} in ${dance}, but that couple is not in this round.`, {
          dance,
          judge: judge.label,
          judgeIndex,
          couples: [stray],
        });
      }
    }
    const unmarked = dances.find((dance) => !marks[dance]);
    if (unmarked !== undefined) {
      throw new MarkSheetError('missing-mark', `Judge ${judge.label} has no marks for ${unmarked}.`, { dance: unmarked, judge: judge.label, judgeIndex });
    }
  }
}

export function resultCouple(entries: Readonly<Record<string, RoundEntry>>, entryId: string): ResultCouple {
  const entry = entries[entryId];
  const couple: ResultCouple = { entryId, leadName: entry.leadName, followName: entry.followName, affiliation: entry.affiliation };
  return entry.leadNumber === undefined ? couple : { ...couple, leadNumber: entry.leadNumber };
}

/** `{ leadNumber }` when the couple has one, else nothing, for spreading into a row. */
export function numberOf(entries: Readonly<Record<string, RoundEntry>>, entryId: string): { leadNumber?: number } {
  const leadNumber = entries[entryId]?.leadNumber;
  return leadNumber === undefined ? {} : { leadNumber };
}

/** Back number first, then entry id: the order couples are listed in when the result leaves it open. */
export function byBackNumber(entries: Readonly<Record<string, RoundEntry>>): (a: string, b: string) => number {
  const number = (entryId: string) => entries[entryId]?.leadNumber ?? Number.POSITIVE_INFINITY;
  return (a, b) => number(a) - number(b) || (a < b ? -1 : a > b ? 1 : 0);
}
