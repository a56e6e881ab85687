// Scrutineering: what a round's marks give (recalls or placements, with the tables that explain them),
// and posting it: the saved results, the next round's couples and the new states in ONE update.
import type { CompetitionEvent, JudgeMarks, Official, StaffRole } from '../../domain/model';
import { isFinalRound, type EventSnapshot, roundMarksOf } from '../../domain/rounds/event-snapshot';
import type { Requester } from '../../domain/rounds/checked-transition';
import { postRound } from '../../domain/rounds/post-round';
import { reopenRound } from '../../domain/rounds/reopen-round';
import {
  buildFinalResult, buildFinalResults, buildRecallResult, type FinalResults, type FinalRoundResult, RecallNeedsChairmanError,
  type RecallRoundResult, type ResultJudge,
} from '../../domain/results';
import type { RecallOption } from '../../domain/scoring';
import { ScoringError } from '../../domain/scoring/errors';
import type { TreeUpdate } from '../../domain/tree-update';
import { DbError } from '../errors';
import { paths } from '../paths';
import { loadEventSnapshot, loadRequester } from './snapshot';
import { getAdminWriter } from './writer';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The judging panel: every official with role Judge, by name, lettered A, B, C… as results print them. */
export function judgePanel(officials: Readonly<Record<string, Official>> | undefined): (ResultJudge & { name: string })[] {
  return Object.entries(officials ?? {})
    .filter(([, official]) => official.role === 'Judge')
    .sort(([keyA, a], [keyB, b]) => a.name.localeCompare(b.name) || keyA.localeCompare(keyB))
    .map(([key, official], i) => ({ key, name: official.name, label: LETTERS[i] ?? `J${i + 1}` }));
}

export type ComputedRound =
  | { kind: 'recall'; result: RecallRoundResult; recalled: string[] }
  | { kind: 'final'; result: FinalRoundResult; finalResults: FinalResults }
  /** A tie at the cut: the chairman picks one of the options (minMarks). */
  | { kind: 'needs-chairman'; message: string; requested: number; options: readonly RecallOption[] }
  /** The marks cannot be scored yet (a judge missing, a place missing…); the message names who and what. */
  | { kind: 'unscorable'; message: string };

export interface ComputeInput {
  event: CompetitionEvent;
  roundNumber: number;
  marks: Readonly<Record<string, JudgeMarks>>;
  judges: readonly ResultJudge[];
  chairmanMinMarks?: number;
}

export function computeRound({ event, roundNumber, marks, judges, chairmanMinMarks }: ComputeInput): ComputedRound {
  const round = event.rounds?.[String(roundNumber)];
  if (!round) return { kind: 'unscorable', message: `${event.eventName} has no round ${roundNumber}.` };
  const sheet = { entries: round.entries ?? {}, dances: event.dances, judges: judges.map(({ key, label }) => ({ key, label })), marks };
  try {
    if (isFinalRound(event, roundNumber)) {
      const result = buildFinalResult(sheet);
      return { kind: 'final', result, finalResults: buildFinalResults(result) };
    }
    const result = buildRecallResult({ ...sheet, requested: round.recallSize, ...(chairmanMinMarks !== undefined ? { chairmanMinMarks } : {}) });
    return { kind: 'recall', result, recalled: result.placements.filter((p) => p.recalled).map((p) => p.entryId) };
  } catch (error) {
    if (error instanceof RecallNeedsChairmanError) {
      return { kind: 'needs-chairman', message: error.message, requested: error.requested, options: error.options };
    }
    if (error instanceof ScoringError) return { kind: 'unscorable', message: error.message };
    throw error;
  }
}

/** The one update that posts the round (the domain checks the transition and fills the next round). */
export function postRoundPatch(snapshot: EventSnapshot, roundNumber: number, judges: readonly ResultJudge[], who: Requester, chairmanMinMarks?: number): TreeUpdate {
  const computed = computeRound({ event: snapshot.event, roundNumber, marks: roundMarksOf(snapshot.marks, roundNumber), judges, chairmanMinMarks });
  switch (computed.kind) {
    case 'final':
      return postRound(snapshot, roundNumber, { savedResults: computed.result, finalResults: computed.finalResults }, who);
    case 'recall':
      return postRound(snapshot, roundNumber, { savedResults: computed.result, recalled: computed.recalled }, who);
    default:
      throw new DbError('write-failed', `Nothing was posted: ${computed.message}`);
  }
}

async function loadPanel(): Promise<ResultJudge[]> {
  const officials = (await getAdminWriter().readOnce(paths.officials())) as Record<string, Official> | null;
  return judgePanel(officials ?? undefined);
}

export async function postRoundResults(eventName: string, roundNumber: number, actor: StaffRole, chairmanMinMarks?: number): Promise<void> {
  const [snapshot, who, judges] = await Promise.all([loadEventSnapshot(eventName), loadRequester(actor), loadPanel()]);
  await getAdminWriter().update(postRoundPatch(snapshot, roundNumber, judges, who, chairmanMinMarks));
}

/** Spec §8: unposting a round that has no saved results says so in the console. */
export const NO_RESULTS_FOUND = 'no results found';

/**
 * Takes a posted round's results down (and the next round's couples, if it has not started) by reopening
 * it for correction through the domain; a round without saved results is reported, not touched.
 */
export function unpostRoundPatch(snapshot: EventSnapshot, roundNumber: number, who: Requester, log: (message: string) => void = console.log): TreeUpdate | null {
  if (snapshot.results?.[String(roundNumber)] === undefined) {
    log(NO_RESULTS_FOUND);
    return null;
  }
  return reopenRound(snapshot, roundNumber, who);
}

/** Resolves false when there was nothing to unpost. */
export async function unpostRound(eventName: string, roundNumber: number, actor: StaffRole): Promise<boolean> {
  const [snapshot, who] = await Promise.all([loadEventSnapshot(eventName), loadRequester(actor)]);
  const patch = unpostRoundPatch(snapshot, roundNumber, who);
  if (patch === null) return false;
  await getAdminWriter().update(patch);
  return true;
}
