// Rule 1's cut for a recall round: the one the marks give, or the Chairman of Judges' choice after a
// tie at the cut. The chairman may choose only among the cuts the tally offers (the nearest below and
// above the requested number), and only when the marks cannot give that number themselves.

import { RecallRequestError } from '../scoring';
import type { RecallOption, RecallTally } from '../scoring';
import { RecallNeedsChairmanError } from './errors';
import type { ChairmanChoiceRecord } from './types';

export interface ChairmanChoice {
  /** The chosen cut: every couple with at least this many marks; one of the tally's options. */
  minMarks: number;
  /** Who chose, as the saved results should name them (results are public: a name, not an account id). */
  by: string;
  /** When, in milliseconds since 1970 (Date.now()). */
  at: number;
}

/** A choice from a caller that passes only the cut (the deprecated `chairmanMinMarks`). */
export type ChairmanCutChoice = Pick<ChairmanChoice, 'minMarks'> & Partial<ChairmanChoice>;

export interface RecallCut {
  /** Every couple with at least this many marks is recalled. */
  minMarks: number;
  /** The chairman's choice as saved; absent when the marks decided. */
  record?: ChairmanChoiceRecord;
}

/** Throws RecallNeedsChairmanError when a choice is due, RecallRequestError for a choice not on offer. */
export function chairmanCut(tally: RecallTally, requested: number, choice: ChairmanCutChoice | undefined, coupleLabel: (id: string) => string): RecallCut {
  if (tally.recalled !== null) {
    if (choice !== undefined) throw new RecallRequestError(choice.minMarks, nothingToChoose(tally, requested));
    return { minMarks: Math.min(...tally.recalled.map((couple) => tally.counts[couple])) };
  }
  if (choice === undefined) throw new RecallNeedsChairmanError(requested, tally.options, coupleLabel);
  checkChoice(choice, tally.options);
  const record: ChairmanChoiceRecord = {
    offered: tally.options.map((option) => ({ minMarks: option.minMarks, recalledCount: option.recalled.length })),
    chosenMinMarks: choice.minMarks,
    ...(choice.by === undefined ? {} : { chosenBy: choice.by }),
    ...(choice.at === undefined ? {} : { chosenAt: choice.at }),
  };
  return { minMarks: choice.minMarks, record };
}

function nothingToChoose(tally: RecallTally, requested: number): string {
  const count = tally.recalled?.length ?? 0;
  if (count < requested) {
    return `Only ${count} ${count === 1 ? 'couple' : 'couples'} danced and ${requested} were asked for, so every couple is recalled: there is no cut for the Chairman of Judges to choose.`;
  }
  return `The marks recall exactly the ${requested} ${requested === 1 ? 'couple' : 'couples'} asked for, so there is no tie at the cut for the Chairman of Judges to decide.`;
}

function checkChoice(choice: ChairmanCutChoice, options: readonly RecallOption[]): void {
  const offered = options.map((option) => `${option.minMarks} or more marks (${option.recalled.length} ${option.recalled.length === 1 ? 'couple' : 'couples'})`).join(' or ');
  if (!options.some((option) => option.minMarks === choice.minMarks)) {
    throw new RecallRequestError(choice.minMarks, `The Chairman of Judges can recall ${offered}; ${String(choice.minMarks)} or more marks is not one of the cuts the tie allows.`);
  }
  if (choice.by !== undefined && choice.by.trim() === '') {
    throw new RecallRequestError(choice.minMarks, "The chairman's choice must say who made it: the name is empty.");
  }
  if (choice.at !== undefined && !(Number.isFinite(choice.at) && choice.at >= 0)) {
    throw new RecallRequestError(choice.minMarks, `The chairman's choice must say when it was made: ${String(choice.at)} is not a time.`);
  }
}
