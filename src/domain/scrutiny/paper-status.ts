// Where a paper judge's round stands, for the consoles and for the results' "from paper" note.
import type { PaperJudgeRecord } from '../records';
import type { ResultJudge } from '../results';
import type { PaperRound } from './paper-round';
import { type PaperDifference, paperDifferences } from './paper-sheet';

export type PaperStep =
  | { step: 'first' }
  | { step: 'second' }
  | { step: 'settle'; differences: PaperDifference[] }
  | { step: 'settled' }
  /** Settled, but the round was reopened since (its submission withdrawn): the sheet is typed again. */
  | { step: 'reopened' };

/** `submitted`: the judge's marks carry `submittedAt` (a settlement writes it; reopening the round removes it). */
export function paperStep(round: PaperRound, record: PaperJudgeRecord, submitted = true): PaperStep {
  if (record.settled) return submitted ? { step: 'settled' } : { step: 'reopened' };
  if (!record.first) return { step: 'first' };
  if (!record.second) return { step: 'second' };
  return { step: 'settle', differences: paperDifferences(round, record.first, record.second) };
}

/** The round's judges as results print them, those who marked on paper flagged. */
export function withPaperJudges<J extends ResultJudge>(judges: readonly J[], paper: Readonly<Record<string, unknown>> | undefined): J[] {
  return judges.map((judge) => (paper?.[judge.key] ? { ...judge, paper: true as const } : judge));
}

/**
 * Why the round cannot be marked complete yet because of paper, or null: every paper judge's sheet must be typed
 * twice and its differences settled. `name` gives a judge's letter and name.
 */
export function paperCompletionBlock(
  round: PaperRound,
  paper: Readonly<Record<string, PaperJudgeRecord>> | undefined,
  name: (judgeKey: string) => string,
  submitted: (judgeKey: string) => boolean = () => true,
): string | null {
  const open = Object.entries(paper ?? {})
    .map(([key, record]) => ({ key, step: paperStep(round, record, submitted(key)) }))
    .filter(({ step }) => step.step !== 'settled');
  if (open.length === 0) return null;
  const what = open.map(({ key, step }) => {
    if (step.step === 'first') return `${name(key)}'s paper sheet is not typed yet`;
    if (step.step === 'second') return `${name(key)}'s paper sheet needs its second typing`;
    if (step.step === 'reopened') return `${name(key)}'s paper sheet must be typed again (the round was reopened)`;
    const n = step.step === 'settle' ? step.differences.length : 0;
    return `${name(key)}'s paper sheet has ${n} ${n === 1 ? 'difference' : 'differences'} to settle`;
  });
  return `Not yet: ${what.join('; ')}.`;
}
