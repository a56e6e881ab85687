// What a round's marks give right now: the recall or final records the scrutineer would post, a tie
// at the recall cut for the chairman, or why the marks cannot be scored yet.
import type { CompetitionEvent, JudgeMarks } from '../model';
import { isFinalRound } from '../event-snapshot';
import type { RecallOption } from '../scoring';
import { ScoringError } from '../scoring';
import { buildFinalResult } from './build-final-result';
import { buildFinalResults } from './build-final-results';
import { buildRecallResult } from './build-recall-result';
import type { ChairmanChoice } from './chairman-cut';
import { RecallNeedsChairmanError } from './errors';
import type { FinalResults, FinalRoundResult, RecallRoundResult, ResultJudge } from './types';

export type ComputedRound =
  | { kind: 'recall'; result: RecallRoundResult; recalled: string[] }
  | { kind: 'final'; result: FinalRoundResult; finalResults: FinalResults }
  /** A tie at the cut: the chairman picks one of the options (pass chairmanChoice {minMarks, by, at}); no other cut is accepted. */
  | { kind: 'needs-chairman'; message: string; requested: number; options: readonly RecallOption[] }
  /** The marks cannot be scored yet (a judge missing, a place missing…); the message names who and what. */
  | { kind: 'unscorable'; message: string };

export interface ComputeInput {
  event: CompetitionEvent;
  roundNumber: number;
  marks: Readonly<Record<string, JudgeMarks>>;
  judges: readonly ResultJudge[];
  /** The Chairman of Judges' cut after a tie, with who chose and when (saved in the result). */
  chairmanChoice?: ChairmanChoice;
  /** @deprecated The cut alone (the saved result then names neither who chose nor when); ignored when chairmanChoice is given. */
  chairmanMinMarks?: number;
}

export function computeRound({ event, roundNumber, marks, judges, chairmanChoice, chairmanMinMarks }: ComputeInput): ComputedRound {
  const round = event.rounds?.[String(roundNumber)];
  if (!round) return { kind: 'unscorable', message: `${event.eventName} has no round ${roundNumber}.` };
  const sheet = { entries: round.entries ?? {}, dances: event.dances, judges: judges.map(({ key, label, paper }) => (paper ? { key, label, paper } : { key, label })), marks };
  try {
    if (isFinalRound(event, roundNumber)) {
      const result = buildFinalResult(sheet);
      return { kind: 'final', result, finalResults: buildFinalResults(result) };
    }
    const result = buildRecallResult({
      ...sheet,
      requested: round.recallSize,
      ...(chairmanChoice !== undefined ? { chairmanChoice } : chairmanMinMarks !== undefined ? { chairmanMinMarks } : {}),
    });
    return { kind: 'recall', result, recalled: result.placements.filter((p) => p.recalled).map((p) => p.entryId) };
  } catch (error) {
    if (error instanceof RecallNeedsChairmanError) {
      return { kind: 'needs-chairman', message: error.message, requested: error.requested, options: error.options };
    }
    if (error instanceof ScoringError) return { kind: 'unscorable', message: error.message };
    throw error;
  }
}
