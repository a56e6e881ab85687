// Dancing one round of the demo day through the real operations: check-in, start, judges' marks,
// complete, and posting with results from the scoring engine (the chairman deciding any tie at the cut).
import { orderedDances } from '../domain/constants';
import type { JudgeMarks } from '../domain/model';
import { buildFinalResult, buildFinalResults, buildRecallResult, type ChairmanChoice, type ResultJudge } from '../domain/results/index';
import type { Requester } from '../domain/rounds';
import { type EventSnapshot, roundsInOrder } from '../domain/event-snapshot';
import { postRound } from '../domain/rounds';
import { completeRound, startRound } from '../domain/rounds';
import { type RecallOption, tallyRecalls } from '../domain/scoring/index';
import { paths } from '../domain/tree-paths';
import { type Tree, type TreeUpdate, applyTreeUpdate } from '../domain/tree-update';
import { finalMarks, partialMarks, recallMarks } from './demo-marks';
import { DEMO_OFFICIALS, type DemoJudge } from './demo-officials';
import type { Prng } from './prng';

export interface PlayOptions {
  prng: Prng;
  /** The round's panel. */
  judges: readonly DemoJudge[];
  /** Judge key → the competition's letter; without it, A, B, C… in panel order. */
  letters?: Readonly<Record<string, string>>;
  /** entryId → the couple's true standard. */
  skills: Readonly<Record<string, number>>;
  /** How far the round gets: on the floor with some marks in, all marks in, or posted. */
  stopAt: 'running' | 'marked' | 'posted';
  startedAt: number;
  /** When the last judge submits (for a running round: now). */
  finishedAt: number;
}

/** Judges on the panel as results print them: their competition letters, else A, B, C, ... */
export function resultJudges(judges: readonly DemoJudge[], letters?: Readonly<Record<string, string>>): ResultJudge[] {
  return judges.map((judge, i) => ({ key: judge.key, label: letters?.[judge.key] ?? String.fromCharCode(65 + i) }));
}

export function playRound(start: Tree, snapshotOf: (tree: Tree) => EventSnapshot, roundNumber: number, options: PlayOptions): Tree {
  const { prng, judges, stopAt } = options;
  const who: Requester = { actor: 'scrutineer', judgeKeys: judges.map((judge) => judge.key) };
  const { event } = snapshotOf(start);
  const name = event.eventName;
  const rounds = roundsInOrder(event);
  const round = rounds.find((r) => r.roundNumber === roundNumber);
  if (!round?.entries) throw new Error(`${name} round ${roundNumber} has no couples to dance.`);
  const isFinal = round === rounds[rounds.length - 1];
  const entryIds = Object.keys(round.entries);
  const checkIn: TreeUpdate = Object.fromEntries(entryIds.map((id) => [paths.roundEntryField(name, roundNumber, id, 'checkedIn'), true]));
  let tree = applyTreeUpdate(start, checkIn);
  tree = applyTreeUpdate(tree, startRound(snapshotOf(tree), roundNumber, who));

  const skills = Object.fromEntries(entryIds.map((id) => [id, options.skills[id] ?? 0]));
  const dances = orderedDances(event.dances);
  const marksUpdate: TreeUpdate = {};
  judges.forEach((judge, j) => {
    const sheet = (isFinal ? finalMarks(prng, skills, dances) : recallMarks(prng, skills, dances, round.recallSize)) ?? {};
    const submittedAt = options.finishedAt - (judges.length - j) * 25_000;
    let marks: JudgeMarks = { dances: sheet, submittedAt };
    if (stopAt === 'running') {
      // Two judges done, one halfway through, two still watching the floor.
      if (j === 2) marks = { dances: partialMarks(sheet, Math.ceil(entryIds.length / 2)) };
      if (j > 2) return;
    }
    marksUpdate[paths.judgeMarks(name, roundNumber, judge.key)] = marks;
  });
  tree = applyTreeUpdate(tree, marksUpdate);
  if (stopAt === 'running') return tree;

  tree = applyTreeUpdate(tree, completeRound(snapshotOf(tree), roundNumber, who));
  if (stopAt === 'marked') return tree;
  return applyTreeUpdate(tree, postingUpdate(snapshotOf(tree), roundNumber, resultJudges(judges, options.letters), who, { by: demoChairman(), at: options.finishedAt }));
}

/** Who decides a tie at the cut when a round is posted (named on the public results), and when. */
export interface PostingChairman {
  by: string;
  at: number;
}

/** The one update that posts a round from its marks: results from the engine, `chairman` deciding any tie at the cut. */
export function postingUpdate(snapshot: EventSnapshot, roundNumber: number, judges: readonly ResultJudge[], who: Requester, chairman: PostingChairman): TreeUpdate {
  const rounds = roundsInOrder(snapshot.event);
  const round = rounds.find((r) => r.roundNumber === roundNumber);
  if (!round?.entries) throw new Error(`Round ${roundNumber} of ${snapshot.event.eventName} has no couples.`);
  const sheet = { entries: round.entries, dances: snapshot.event.dances, judges, marks: snapshot.marks?.[String(roundNumber)] ?? {} };
  if (round === rounds[rounds.length - 1]) {
    const savedResults = buildFinalResult(sheet);
    return postRound(snapshot, roundNumber, { savedResults, finalResults: buildFinalResults(savedResults) }, who);
  }
  const choice = chairmanChoice(sheet.marks, round.recallSize, chairman);
  const savedResults = buildRecallResult({ ...sheet, requested: round.recallSize, ...(choice !== undefined ? { chairmanChoice: choice } : {}) });
  const recalled = savedResults.placements.filter((p) => p.recalled).map((p) => p.entryId);
  return postRound(snapshot, roundNumber, { recalled, savedResults }, who);
}

/** The demo's Chairman of Judges, who decides its ties at the cut (named on the public results). */
function demoChairman(): string {
  const chairman = Object.values(DEMO_OFFICIALS).find((official) => official.role === 'Chairman of Judges');
  if (!chairman) throw new Error('The demo officials have no Chairman of Judges to decide a tie at the cut.');
  return chairman.name;
}

/**
 * Rule 1: when a tie at the cut makes the requested number impossible, the Chairman of Judges takes
 * the nearest number, and between two equally near recalls the larger (no couple loses on a tie),
 * deciding as the round is posted.
 */
function chairmanChoice(marks: Readonly<Record<string, JudgeMarks>>, requested: number, chairman: PostingChairman): ChairmanChoice | undefined {
  const flat: Record<string, number[]> = {};
  for (const judgeMarks of Object.values(marks)) {
    for (const byEntry of Object.values(judgeMarks.dances ?? {})) {
      for (const [entryId, mark] of Object.entries(byEntry)) (flat[entryId] ??= []).push(mark);
    }
  }
  const tally = tallyRecalls(flat, requested);
  if (tally.recalled !== null) return undefined;
  const distance = (option: RecallOption) => Math.abs(option.recalled.length - requested);
  const best = [...tally.options].sort((a, b) => distance(a) - distance(b) || b.recalled.length - a.recalled.length)[0];
  return { minMarks: best.minMarks, ...chairman };
}
