// The chairman replaces a judge for the remaining rounds (issue 35): every round not yet started whose panel holds the
// judge gets its own panel with the replacement instead; rounds already started, marked or posted keep the panel that
// marked them (their event panel and the officials are left alone), so results name the judge who actually marked.
import type { CompetitionEvent } from '../model';
import { RoundState } from '../model';
import { roundsInOrder } from '../event-snapshot';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import { PanelError } from './errors';
import { judgeKeysOf, newJudgeLettersPatch } from './judge-letters';
import { type PanelContext, roundPanel } from './round-panel';

/** States of a round nobody has marked yet: its panel may still change. */
const NOT_STARTED: readonly RoundState[] = [RoundState.Initialized, RoundState.Empty, RoundState.Skipped];

export interface ReplacedRound {
  eventName: string;
  roundNumber: number;
  roundName: string;
}

export interface JudgeReplacement {
  patch: TreeUpdate;
  rounds: ReplacedRound[];
}

const nameOf = (context: PanelContext, key: string) => context.officials?.[key]?.name ?? key;

/** The rounds not yet started whose panel holds `judgeKey`, in the day's event and round order. */
export function remainingRoundsOf(events: Readonly<Record<string, CompetitionEvent>>, context: PanelContext, judgeKey: string): ReplacedRound[] {
  return Object.values(events).flatMap((event) =>
    roundsInOrder(event)
      .filter((round) => NOT_STARTED.includes(round.roundState))
      .filter((round) => roundPanel(context, event.eventName, round.roundNumber).judges.some((j) => j.key === judgeKey))
      .map((round) => ({ eventName: event.eventName, roundNumber: round.roundNumber, roundName: round.roundName })),
  );
}

export function replaceJudgePlan(events: Readonly<Record<string, CompetitionEvent>>, context: PanelContext, from: string, to: string): JudgeReplacement {
  const judges = judgeKeysOf(context.officials);
  if (!judges.includes(to)) throw new PanelError('not-a-judge', `${nameOf(context, to)} is not an official with role Judge.`);
  if (from === to) throw new PanelError('already-on-panel', 'Choose another judge as the replacement.');
  const rounds = remainingRoundsOf(events, context, from);
  if (rounds.length === 0) throw new PanelError('no-remaining-round', `${nameOf(context, from)} sits on no round that has yet to start.`);
  const clash = rounds.filter((r) => roundPanel(context, r.eventName, r.roundNumber).judges.some((j) => j.key === to));
  if (clash.length > 0) {
    const where = clash.map((r) => `${r.eventName} ${r.roundName}`).join(', ');
    throw new PanelError('already-on-panel', `${nameOf(context, to)} already judges ${where}; choose a judge who is not on those panels.`);
  }
  const patch: TreeUpdate = { ...newJudgeLettersPatch(context.officials, context.panels?.letters) };
  for (const r of rounds) {
    const keys = roundPanel(context, r.eventName, r.roundNumber).judges.map((j) => j.key).filter((key) => key !== from);
    patch[paths.roundPanel(r.eventName, r.roundNumber)] = { judges: Object.fromEntries([...keys, to].map((key) => [key, true])) };
  }
  return { patch, rounds };
}
